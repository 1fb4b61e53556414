// The Association's fees (content/organisation/fees.yaml): each with its amount in US dollars, what
// it pays for, when it is due and whether it is refunded, and the costs others charge. Sample until
// the operator sets real ones. Shown by components/Fees.tsx.
import { organisation } from '../generated/organisation.ts';
import type { Fee, Fees } from './types.ts';

export const feeSchedule: Fees = organisation.fees;

/** The most a fee can ever be, in US dollars (a range's top or a share's cap); undefined: not set. */
export const feeCap = (fee: Fee): number | undefined => fee.to ?? fee.cap;
