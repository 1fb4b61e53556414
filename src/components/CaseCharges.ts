// What the Association charged on one closed case or testimonial, as one sentence: an individual
// pays nothing; a business or organisation client's investigation fee is shown with its amount
// (and that it is kept when nothing came back), then the success fee on what came back. A reader
// who was asked for an upfront fee by a "recovery firm" can see exactly what we took, and why.
import type { PageContext } from '../site/context.ts';
import { formatUsd } from '../site/format.ts';

export interface Charged {
  readonly recovered: number;
  /** Our success fee on the money that came back, USD. */
  readonly charged?: number;
  /** The investigation fee a business or organisation client paid, USD (0: waived). */
  readonly investigationFee?: number;
}

export function whatWeCharged(ctx: PageContext, c: Charged): string {
  const C = ctx.LL.cases;
  const usd = (n: number) => formatUsd(n, ctx.locale);
  const success = c.charged ?? 0;
  const fee = c.investigationFee;
  if (fee === undefined) return success > 0 ? C.feesSuccessOnly({ amount: usd(success) }) : C.feesNone();
  if (fee === 0) return success > 0 ? C.feesWaivedSuccess({ amount: usd(success) }) : C.feesWaivedNone();
  if (c.recovered === 0) return C.feesInvestigationKept({ fee: usd(fee) });
  return success > 0 ? C.feesInvestigationAndSuccess({ fee: usd(fee), amount: usd(success) }) : C.feesInvestigation({ fee: usd(fee) });
}
