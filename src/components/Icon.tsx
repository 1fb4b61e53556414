// Icons as inline SVG, drawn on the server from lucide's drawings (no icon font, no client code).
// The stroke style (fill none, currentColor, width 2, round caps and joins) is one rule for the
// class 'icon' (uno.config.ts), not nine attributes on every icon: every byte of a page's first window counts.
import { createElement } from 'react';
import { iconDrawings } from '../generated/icons.ts';
import type { GlyphName } from './icon-sources.ts';

/** The class every icon carries: the stroke rule, and how the render pass (src/render/html-passes.ts)
 *  finds icons to draw a repeated one once. */
export const iconClass = 'icon';

/** A decorative icon (hidden from assistive technology: the text next to it says what it means). */
export function Icon({ name, className = 'h-6 w-6' }: { name: GlyphName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${iconClass} ${className}`} aria-hidden="true">
      {iconDrawings[name].map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}
