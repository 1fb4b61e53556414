// The body of /how-we-work: "How is this different from a recovery scam?", written in
// content/text/how-we-work.yaml. The commitments are quoted verbatim from commitments.yaml (the
// Terms and "Our promises" quote the same sentences); "report-first" points to /report, where the
// steps of docs/facts.md ("What to do straight away") are.
import * as text from '../generated/text.ts';
import type { LocalizedBody } from './body.ts';
import type { Localized } from './types.ts';

export interface HowWeWorkSection { readonly id: string; readonly title: Localized; readonly body: LocalizedBody }

export const howWeWorkIntro: Localized = text.howWeWorkIntro;
/** What people call what this page answers: searched like the title (never shown as a keyword
 *  line), so "refund scam" or "追回被騙的錢" finds this page. */
export const howWeWorkAlsoCalled: Localized = text.howWeWorkAlsoCalled;
export const howWeWorkSections: readonly HowWeWorkSection[] = text.howWeWorkSections;
