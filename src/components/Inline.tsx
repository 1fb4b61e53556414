// The only place the site writes raw markup: the stylesheet and SVG drawings made by the build
// (src/generated/, from this repository's own files), inlined so the first paint needs no request.
// Neither takes a string: callers name a generated entry, so visitor input can never get here.
// Raw, not as React text: React would escape the CSS, changing the bytes the CSP hash admits.
import { inlineSvgs } from '../generated/inline-svg.ts';
import { inlineCss } from '../generated/style.ts';

/** The site's whole stylesheet, admitted by its sha256 in style-src (src/headers.ts). */
export function InlineStyle() {
  return <style dangerouslySetInnerHTML={{ __html: inlineCss }} />;
}

/** A drawing from assets/ as inline SVG, named for screen readers by `label`. */
export function InlineSvg({ name, label, className }: { name: string; label: string; className?: string }) {
  const svg = inlineSvgs[name];
  if (!svg) throw new Error(`no inline drawing: ${name}`);
  return (
    <div
      role="img"
      aria-label={label}
      className={className}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
