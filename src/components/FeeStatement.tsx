// The one fee statement (commitments.fees in content/text/commitments.yaml): what is charged
// before and after a signed agreement, in the same words wherever fees come up.
import { commitments } from '../content/commitments.ts';
import type { PageContext } from '../site/context.ts';

export function FeeStatement({ ctx, className }: { ctx: PageContext; className?: string }) {
  return <p data-fee-statement="" className={className}>{ctx.t(commitments.fees)}</p>;
}
