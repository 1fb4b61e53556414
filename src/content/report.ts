// Where to report, what to do straight away, and recovery-scam red flags: public-safety data taken
// only from docs/facts.md (verified official channels), written in content/text/report.yaml;
// this module gives the compiled data its types. Nothing here is sample data.
import * as text from '../generated/text.ts';
import type { Localized, Place, ReportChannel } from './types.ts';

/** What people call what this page is for, in their own words: searched like the title (never
 *  shown as a keyword line), so "被騙了怎麼辦" or "I was scammed" finds this page. */
export const reportAlsoCalled: Localized = text.reportAlsoCalled;
export const reportChannels: readonly ReportChannel[] = text.reportChannels;
/** `mainland`: the step's words for a reader in Mainland China, where it comes first (the police,
 *  not the bank, start the emergency stop: FACTS block 4). `taiwan`: the step's title and words for
 *  a reader in Taiwan, where 165 contacts the bank (FACTS block 3). `mainlandAfterPolice`: the bank
 *  step's title and words for a reader in Mainland China, after the police step. */
export const firstSteps: readonly {
  title: Localized; detail: Localized; mainland?: Localized; taiwan?: { title: Localized; detail: Localized };
  mainlandAfterPolice?: { title: Localized; detail: Localized };
  /** The report step's phrases in Taiwan's words (165, the 報案三聯單), for a guide's own report step. */
  taiwanWords?: readonly { from: Localized; to: Localized }[];
  /** Phrases of a body written for every place that name only Taiwan's way, in the words of a reader in
   *  Mainland China (theirs first): components/place-words.ts. */
  mainlandWords?: readonly { from: Localized; to: Localized }[];
}[] = text.firstSteps;
/** A first step's title and words in the reader's place's own order, where it has them: Taiwan's
 *  (165 contacts the bank), Mainland China's bank step after the police; else undefined. */
export function stepInPlace(step: (typeof firstSteps)[number], place: Place | null): { title: Localized; detail: Localized } | undefined {
  return place === 'TW' ? step.taiwan : place === 'CN' ? step.mainlandAfterPolice : undefined;
}
export const recoveryScamWarning: Localized = text.recoveryScamWarning;
export const redFlags: readonly Localized[] = text.redFlags;
export const authoritiesNeverCharge: Localized = text.authoritiesNeverCharge;
export const onlyCourtsFreeze: Localized = text.onlyCourtsFreeze;
export const ourPromises: readonly Localized[] = text.ourPromises;
