// When the official channels and tools were last checked against FACTS.md (a date in the content,
// not the build's), shown on the report page and every scam guide.
import type { PageContext } from '../site/context.ts';
import { factsCheckedOn } from '../content/check-tools.ts';
import { formatDate } from '../site/format.ts';

export function FactsChecked({ ctx }: { ctx: PageContext }) {
  return (
    <p data-facts-checked="" className="text-sm text-slate-600">
      {ctx.LL.scams.checkedOn({ date: formatDate(factsCheckedOn, ctx.locale) })}
    </p>
  );
}
