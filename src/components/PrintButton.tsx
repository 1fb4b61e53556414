// "Print this page": it needs JavaScript (window.print), so it is hidden in the HTML and shown
// by the client module (client/print.ts). Without JavaScript the browser's own print still works,
// and the print stylesheet applies either way.
import { Printer } from 'lucide-react';
import type { PageContext } from '../context.ts';

export function PrintButton({ ctx }: { ctx: PageContext }) {
  return (
    <button type="button" data-print="" hidden className="btn-secondary print:hidden">
      <Printer className="h-4 w-4" aria-hidden="true" focusable="false" />
      {ctx.LL.scams.print()}
    </button>
  );
}
