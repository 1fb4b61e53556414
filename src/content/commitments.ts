// The Association's commitments to people who contact it: fees, payment and what it never does,
// one sentence each (content/text/commitments.yaml). The Terms of Service, "Our promises" (/report)
// and /how-we-work quote these sentences verbatim ({commitments.<key>}), so every page says the
// same thing in the same words.
import { commitments as data } from '../generated/text.ts';
import type { Localized } from './types.ts';

export const commitments = data satisfies Record<string, Localized>;
