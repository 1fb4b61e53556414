// The search entries of /business and /verify, from what those pages render (src/pages/Business.tsx,
// Verify.tsx): their headings, their text and the names people give them, in one language.
import { pageAlsoCalled } from '../content/also-called.ts';
import { businessHelp } from '../content/business.ts';
import { commitments } from '../content/commitments.ts';
import { howWeWorkSections } from '../content/how-we-work.ts';
import { identity } from '../content/identity.ts';
import { generalBankShort } from '../content/report-help.ts';
import { findScamGuide } from '../content/scams.ts';
import { contact } from '../content/site.ts';
import { text } from '../content/text.ts';
import type { Localized } from '../content/types.ts';
import { translations } from '../i18n/translate.ts';
import type { Locale } from '../site/locale.ts';
import { collect, heading, joined, sentence } from './item-text.ts';

export interface PageDraft {
  readonly kind: 'page';
  readonly path: string;
  readonly title: string;
  readonly names: string;
  readonly text: string;
}

/** The commitments /verify lists beside its fee statement. */
const feeCommitments = ['freeAssessment', 'feeInSignedAgreement', 'paidToOwnAccount', 'neverCryptoOrReleaseFees'] as const;

export function businessAndVerify(locale: Locale): PageDraft[] {
  const LL = translations(locale);
  const t = (value: Localized) => text(value, locale);
  const all = (...parts: unknown[]) => joined(parts.flatMap((p) => (typeof p === 'string' ? [p] : collect(p, locale))), locale);
  // "Legal name: ….", as the page's list pairs them, each its own sentence.
  const pair = (label: string, value: string) => sentence([`${label}${locale === 'en' ? ': ' : '：'}${value}`], locale);
  const B = LL.pages.business;
  const V = LL.pages.verify;
  const guide = findScamGuide('business-email');
  const checkItIsUs = howWeWorkSections.find((s) => s.id === 'check-it-is-us');
  return [
    {
      kind: 'page', path: '/business', title: B.title(), names: t(pageAlsoCalled['/business']),
      text: all(B.lead(), heading(B.stepsTitle()), guide?.doNow ?? [], heading(B.bankTitle()), generalBankShort, heading(B.helpTitle()), businessHelp,
        heading(B.formTitle()), B.formLead()),
    },
    {
      kind: 'page', path: '/verify', title: V.title(), names: t(pageAlsoCalled['/verify']),
      text: all(V.lead(), heading(V.registrationTitle()), pair(V.legalName(), t(identity.legalName)), pair(V.number(), identity.registration.number),
        pair(V.registry(), t(identity.registration.registry)), pair(V.address(), t(identity.registeredAddress)),
        heading(V.boardTitle()), identity.board, heading(V.reportTitle()), V.reportYear({ year: identity.annualReport.year }),
        heading(V.feesTitle()), feeCommitments.map((key) => commitments[key]), heading(V.confirmTitle()), checkItIsUs?.body ?? [],
        heading(V.pressTitle()), V.pressText({ email: contact.pressEmail })),
    },
  ];
}
