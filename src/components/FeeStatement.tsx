// The one fee statement (commitments.fees in content/text/commitments.yaml): what is charged
// before and after a signed agreement, in the same words wherever fees come up.
import { commitments } from '../content/commitments.ts';
import type { PageContext } from '../site/context.ts';

/** `leadStrong`: its first sentence in bold, the rest plain (a long statement read as a heading is not read). */
export function FeeStatement({ ctx, className, leadStrong = false }: { ctx: PageContext; className?: string; leadStrong?: boolean }) {
  const statement = ctx.t(commitments.fees);
  const end = statement.search(/。|\.(\s|$)/) + 1;
  if (!leadStrong || end <= 0 || end >= statement.length) return <p data-fee-statement="" className={className}>{statement}</p>;
  return (
    <p data-fee-statement="" className={className}>
      <strong className="font-semibold text-slate-900">{statement.slice(0, end)}</strong>
      {statement.slice(end)}
    </p>
  );
}
