// The search entries of the site's own pages, from what those pages render: /business and /verify
// (src/pages/Business.tsx, Verify.tsx), /careers, /contact and each kind of request it takes
// (?kind=…), the lists (/scams, /news, /blog), and the sections that answer a question of their own
// (How We Work's fees: the fee table and how to tell us from a recovery scam), each with its
// headings, its text and the names people give it, in one language.
import { pageAlsoCalled } from '../content/also-called.ts';
import { businessHelp } from '../content/business.ts';
import { commitments } from '../content/commitments.ts';
import { openOpenings } from '../content/careers.ts';
import { feeSchedule } from '../content/fees.ts';
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
import { sectionEntries } from './sections.ts';

export interface PageDraft {
  readonly kind: 'page';
  readonly path: string;
  readonly title: string;
  readonly names: string;
  readonly text: string;
}

/** The fee table (components/Fees.tsx) as search reads it: the upfront-fee warning, what is free,
 *  each fee with what it covers, when it is due and the refund rule, how to pay, what others
 *  charge. Amounts are figures a reader does not type; the names and words around them are. */
export function feeText(locale: Locale): unknown[] {
  const F = translations(locale).fees;
  return [commitments.upfrontFee, commitments.fees, F.assessment(), F.free(),
    feeSchedule.fees.map((fee) => [fee.name, fee.covers, fee.due, fee.refund]),
    heading(F.payTitle(), locale), commitments.paidToOwnAccount, commitments.neverPersonalAccountOrLink,
    heading(F.othersTitle(), locale), F.othersLead(), feeSchedule.thirdParty.map((cost) => [cost.name, cost.paidTo]), feeSchedule.neverCollected, feeSchedule.lawyers];
}

/** How to tell us from a recovery scam (components/TellApart.tsx), in words without the figures. */
export function tellApartText(locale: Locale): string[] {
  const T = translations(locale).tellApart;
  return [heading(T.title(), locale), T.lead(), T.contactFirst(), T.callBack({ phone: contact.phone }), T.noRelease()];
}

export function businessAndVerify(locale: Locale): PageDraft[] {
  const LL = translations(locale);
  const t = (value: Localized) => text(value, locale);
  const all = (...parts: unknown[]) => joined(parts.flatMap((p) => (typeof p === 'string' ? [p] : collect(p, locale))), locale);
  // "Legal name: ….", as the page's list pairs them, each its own sentence.
  const pair = (label: string, value: string) => sentence([`${label}${locale === 'en' ? ': ' : '：'}${value}`], locale);
  const B = LL.pages.business;
  const V = LL.pages.verify;
  const guide = findScamGuide('business-email');
  return [
    {
      kind: 'page', path: '/business', title: B.title(), names: t(pageAlsoCalled['/business']),
      text: all(B.lead(), heading(B.stepsTitle(), locale), guide?.doNow ?? [], heading(B.bankTitle(), locale), generalBankShort, heading(B.helpTitle(), locale), businessHelp,
        heading(B.formTitle(), locale), B.formLead()),
    },
    {
      kind: 'page', path: '/verify', title: V.title(), names: t(pageAlsoCalled['/verify']),
      text: all(V.lead(), heading(V.registrationTitle(), locale), pair(V.legalName(), t(identity.legalName)), pair(V.legalForm(), t(identity.legalForm)), identity.nonProfit,
        pair(V.number(), identity.registration.number), pair(V.registry(), t(identity.registration.registry)), pair(V.address(), t(identity.registeredAddress)),
        heading(V.boardTitle(), locale), V.boardLead(), identity.board.map((m) => [m.name, m.role, m.about]), heading(V.reportTitle(), locale), V.reportYear({ year: identity.annualReport.year }),
        pair(V.auditor(), t(identity.auditor)), heading(V.paymentTitle(), locale), pair(V.bank(), t(identity.paymentAccount.bank)), commitments.paidToOwnAccount,
        heading(V.confirmTitle(), locale), tellApartText(locale), heading(V.pressTitle(), locale), V.pressText({ email: contact.pressEmail })),
    },
  ];
}

/** " — How We Work" / "｜我們的工作方式": a section's title names its page. */
export const sectionOf = (section: string, page: string, locale: Locale) => `${section}${locale === 'en' ? ' — ' : '｜'}${page}`;

/** How We Work's sections that answer a question of their own, found as themselves (the page's
 *  entry keeps their text too, so a query finds both). */
const ownSections = sectionEntries.filter((p) => p.startsWith('/how-we-work#')).map((p) => p.slice(p.indexOf('#') + 1));

export function otherPages(locale: Locale, now: number): PageDraft[] {
  const LL = translations(locale);
  const t = (value: Localized) => text(value, locale);
  const all = (...parts: unknown[]) => joined(parts.flatMap((p) => (typeof p === 'string' ? [p] : collect(p, locale))), locale);
  const K = LL.pages.careers;
  const C = LL.contact;
  const H = LL.pages.howWeWork;
  const kinds = Object.keys(C.heroes) as (keyof typeof C.heroes)[];
  // A company's request has its page, /business (its steps, then the same form): found there.
  const ownEntries = kinds.filter((kind) => kind !== 'business');
  return [
    {
      kind: 'page', path: '/careers', title: K.title(), names: K.openingsTitle(),
      text: all(K.lead(), heading(K.safetyTitle(), locale), K.safetyFee(), K.safetyChat(), heading(K.openingsTitle(), locale),
        openOpenings(now).map((o) => sentence([t(o.role), t(o.place), t(o.summary)], locale)),
        heading(K.processTitle(), locale), K.processRead(), K.processReply(), K.processInterview(), heading(K.recommendTitle(), locale), K.recommendLead()),
    },
    {
      kind: 'page', path: '/contact', title: C.title(), names: C.kinds.person(),
      text: all(C.lead(), C.description(), heading(C.warningTitle(), locale), C.warningSecrets(), C.reportFirst(), heading(C.kindLegend(), locale), ...kinds.map((k) => C.kinds[k]())),
    },
    ...ownEntries.map((kind): PageDraft => ({
      kind: 'page', path: `/contact?kind=${kind}`, title: C.heroes[kind].title(), names: C.kinds[kind](), text: all(C.heroes[kind].lead()),
    })),
    // How We Work's fee table is a component, not a written section: its entry is made from it.
    ...ownSections.filter((id) => id === 'fees').map((id): PageDraft => ({
      kind: 'page', path: `/how-we-work#${id}`, title: sectionOf(LL.fees.title(), H.title(), locale), names: LL.fees.title(), text: all(feeText(locale), tellApartText(locale)),
    })),
    ...ownSections.flatMap((id) => howWeWorkSections.filter((s) => s.id === id).map((section): PageDraft => ({
      kind: 'page', path: `/how-we-work#${section.id}`, title: sectionOf(t(section.title), H.title(), locale), names: t(section.title), text: all(section.body),
    }))),
    { kind: 'page', path: '/scams', title: LL.pages.scams.title(), names: '', text: all(LL.pages.scams.description(), LL.pages.scams.lead()) },
    { kind: 'page', path: '/news', title: LL.pages.news.title(), names: '', text: all(LL.pages.news.description(), LL.pages.news.lead()) },
    { kind: 'page', path: '/blog', title: LL.pages.blog.title(), names: '', text: all(LL.pages.blog.description(), LL.pages.blog.lead()) },
  ];
}
