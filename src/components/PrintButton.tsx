// "Print this page": it needs JavaScript (window.print), so it is invisible in the HTML and shown
// by the client module (client/print.ts). Invisible, not display:none, so its space is kept and
// nothing below it moves when it appears (a layout shift of 0.03 on the report page). Without
// JavaScript it takes no room at all (`@media (scripting: none)` in uno.config.ts): the browser's
// own print still works, and the print stylesheet applies either way.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';

export function PrintButton({ ctx }: { ctx: PageContext }) {
  return (
    <button type="button" data-print="" className="btn-secondary invisible print:hidden">
      <Icon name="printer" className="h-4 w-4" />
      {ctx.LL.scams.print()}
    </button>
  );
}
