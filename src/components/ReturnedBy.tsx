// Who returned the money on /cases: banks, the police, courts and the platforms themselves, each
// with its amount, largest first. The Association returns none of it itself; a total "returned"
// without this reads as money a recovery firm got back.
import type { PageContext } from '../site/context.ts';
import { caseSummary } from '../content/site.ts';
import { formatUsdCompact, labelled } from '../site/format.ts';
import type { Returner } from '../content/types.ts';

export function ReturnedBy({ ctx }: { ctx: PageContext }) {
  const C = ctx.LL.cases;
  const rows = (Object.entries(caseSummary.returnedBy) as [Returner, number][])
    .filter(([, amount]) => amount > 0)
    .sort((a, b) => b[1] - a[1]);
  if (rows.length === 0) return null;
  return (
    <div data-returned-by="" className="mt-1">
      <p>{C.returnedByLead()}</p>
      <ul className="list-disc pl-5">
        {rows.map(([who, amount]) => (
          <li key={who} data-returner={who}>{labelled(C.returnedByLabel[who](), ctx.locale)}<span className="whitespace-nowrap font-semibold text-slate-900">{formatUsdCompact(amount, ctx.locale)}</span></li>
        ))}
      </ul>
    </div>
  );
}
