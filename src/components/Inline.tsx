// The only places the site writes raw markup: the stylesheet, the client loader, the speculation
// rules (fixed JSON from site/speculation.ts) and SVG drawings made by the build (src/generated/, from this repository's own files), inlined so the first paint
// needs no request. None takes a string: callers name a generated entry, so visitor input can
// never get here. Raw, not as React text: React would escape them, changing the bytes the CSP
// hashes admit.
import { clientLoader } from '../generated/client-loader.ts';
import { inlineSvgs } from '../generated/inline-svg.ts';
import type { Locale } from '../site/locale.ts';
import { speculationRules } from '../site/speculation.ts';

/** Where the page's stylesheet goes: src/render/html-passes.ts fills it with the rules the finished markup uses
 *  (they cannot be known before it is rendered), admitted by their sha256 in style-src. */
export const styleSlot = '<style></style>';

export function InlineStyle() {
  return <style />;
}

/** Loads the client module once the page has loaded and painted: never a request during the
 *  first render. Admitted by its sha256 in script-src (src/http/content-security-policy.ts). */
export function ClientLoader() {
  return <script dangerouslySetInnerHTML={{ __html: clientLoader }} />;
}

/** The page's speculation rules (site/speculation.ts): fixed JSON chosen by the language and by
 *  whether the path is one of the few with a next step (the path itself is never written out).
 *  Admitted by its sha256 in script-src, computed from the same call (render/document.tsx). */
export function SpeculationRules({ locale, path }: { locale: Locale; path: string }) {
  return <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules(locale, path) }} />;
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
