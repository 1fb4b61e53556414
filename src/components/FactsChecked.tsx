// When the page's public-safety facts were last checked against FACTS.md (dates in the content, not
// the build's): one line, one date a page. A page that also shows the bank steps and support lines
// (FACTS block 3, checked on its own date) gives the older of the two dates, so no fact on it reads
// as checked more recently than it was. Shown on the report page, every scam guide and /business.
import type { PageContext } from '../site/context.ts';
import { factsCheckedOn } from '../content/check-tools.ts';
import { helpCheckedOn } from '../content/report-help.ts';
import { formatDate } from '../site/format.ts';

export function FactsChecked({ ctx, withHelp = false }: { ctx: PageContext; /** The page shows the support lines too. */ withHelp?: boolean }) {
  const date = withHelp && helpCheckedOn < factsCheckedOn ? helpCheckedOn : factsCheckedOn;
  return (
    <p data-facts-checked="" className="text-sm text-slate-600">
      {(withHelp ? ctx.LL.scams.checkedOnWithHelp : ctx.LL.scams.checkedOn)({ date: formatDate(date, ctx.locale) })}
    </p>
  );
}
