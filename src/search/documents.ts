// What the search covers, in one language: articles, scam guides, news, the report page and the
// organisation pages, each as a title, a plain text and the path it lives at. Made from the
// same typed content the pages render, so a page and its search entry cannot disagree.
import * as about from '../content/about.ts';
import { featuredCases, testimonials } from '../content/cases.ts';
import { checkFirst, checkFirstToken, checkTools, licenceRegisters } from '../content/check-tools.ts';
import { pageAlsoCalled } from '../content/also-called.ts';
import { howWeWorkIntro, howWeWorkSections } from '../content/how-we-work.ts';
import { privacyPolicy, termsOfService } from '../content/legal.ts';
import * as partners from '../content/partners.ts';
import * as report from '../content/report.ts';
import { supportLines } from '../content/report-help.ts';
import { scamGuides } from '../content/scams.ts';
import { advisors, departments, teamMembers } from '../content/team.ts';
import { text } from '../content/text.ts';
import type { ArticleWithBody, Localized, NewsItemWithBody, Place } from '../content/types.ts';
import { translations } from '../i18n/translate.ts';
import type { Locale } from '../site/locale.ts';
import { countWord } from '../site/format.ts';

import type { SearchKind, TextPiece } from './format.ts';
import { fullText, mergePieces } from './placed.ts';
import { businessAndVerify, feeText, otherPages, sectionOf, tellApartText } from './page-documents.ts';
import { collect, itemText, joined as joinedIn } from './item-text.ts';
import type { VocabularyConcept } from './build.ts';
import { concepts } from '../content/vocabulary.ts';

export interface SearchDoc {
  readonly id: number;
  readonly kind: SearchKind;
  /** Unprefixed site path: '/blog/3'. */
  readonly path: string;
  readonly title: string;
  /** The names people give what the page is about ("also called …"), searched like the title. */
  readonly names: string;
  /** Plain text of the page's content, markup removed. */
  readonly text: string;
  /** The same text in pieces, each for every reader or about one place, where it has any. */
  readonly pieces?: readonly TextPiece[];
  /** What a visitor may type to mean exactly this page: its title, each name, and for /report
   *  the numbers it lists (165, 18222): a query that is or holds one puts the page first. */
  readonly phrases: readonly string[];
  /** An article or news item public only after the build: the only documents a query can find
   *  hidden (src/search/visible.ts), so the build keeps them in every term's postings (build.ts). */
  readonly scheduled?: boolean;
}

/** The names of a joined list ('網戀詐騙、殺豬盤', 'pig butchering, dating scam'). */
const splitNames = (names: string) => names.split(/[、,]\s*/u).map((n) => n.trim()).filter(Boolean);

/** Phone numbers the report page lists (a visitor types "165" to mean that page). */
const reportNumbers = [...new Set([...report.reportChannels.flatMap((c) => c.phones.map((p) => p.number)),
  ...checkTools.flatMap((c) => (c.numbers ?? []).map((n) => n.number))])];

/** A draft's text: one string, or pieces where parts are about one place each. */
type Draft = Omit<SearchDoc, 'id' | 'names' | 'phrases' | 'text' | 'pieces'>
  & { readonly names?: string; readonly numbers?: readonly string[]; readonly text: string | readonly TextPiece[] };

/** The articles and news items with their bodies, which pages read from static assets: the build
 *  (scripts/build/search/index.ts) hands in src/generated/content-full.ts, tests read each body as the
 *  pages do (test/entry-bodies.ts), so no workerd test loads every body in one module. */
export interface EntriesWithBodies {
  readonly articles: readonly ArticleWithBody[];
  readonly newsItems: readonly NewsItemWithBody[];
}

export function searchDocuments(locale: Locale, entries: EntriesWithBodies): SearchDoc[] {
  const LL = translations(locale);
  const t = (value: Localized) => text(value, locale);
  const joined = (parts: readonly string[]) => joinedIn(parts, locale);
  const all = (...values: unknown[]) => joined(values.flatMap((v) => collect(v, locale)));
  // Drafts never: the index files are public static assets. Scheduled entries are in, and left out
  // of results until their time (src/search/index.ts).
  const articles = entries.articles.filter((a) => !a.draft);
  const newsItems = entries.newsItems.filter((n) => !n.draft);
  const shared = (...values: unknown[]): TextPiece => ['', all(...values)];
  // The build's clock, as for the openings below: public later than now, hidden until then.
  const scheduled = (e: { readonly publishAt: number }) => (e.publishAt > Date.now() ? { scheduled: true } : {});
  const each = (items: readonly { readonly country: Place }[]): TextPiece[] => items.map((item) => [item.country, itemText(item, locale)]);
  // A guide's "check first" step is filled in per reader: the index has it once for each place's line.
  const guideStep = (step: string): TextPiece[] => (step.includes(checkFirstToken)
    ? checkFirst.map((line) => [line.country, joined([step.replace(checkFirstToken,
      LL.firstMinute.checkFirstOne({ place: LL.placeInSentence[line.country](), number: line.number }))])])
    : [['', joined([step])]]);
  const docs: Draft[] = [
    ...scamGuides.map((g) => ({
      kind: 'scam' as const, path: `/scams/${g.id}`, title: t(g.name), names: t(g.alsoCalled),
      text: [shared(g.summary, g.looksLike, g.signs), ...[...g.doNow, ...g.prevent].flatMap((step) => guideStep(t(step))),
        ...each(checkTools.filter((c) => c.scams.includes(g.id)))],
    })),
    {
      kind: 'page', path: '/report', title: LL.pages.report.title(), names: t(pageAlsoCalled['/report']), numbers: reportNumbers,
      text: [['', joined([LL.pages.report.lead()])], ...each(report.reportChannels), shared(report.firstSteps,
        report.recoveryScamWarning, report.redFlags, report.authoritiesNeverCharge, report.onlyCourtsFreeze, report.ourPromises),
        ...each(checkTools), ...each(licenceRegisters)],
    },
    // Its "someone to talk to" section, with every place's support lines: an entry of its own, so a
    // search for its heading finds it by its title and lands on the section, not the page's top.
    {
      kind: 'page', path: '/report#talk', title: sectionOf(LL.firstMinute.talkTitle(), LL.pages.report.title(), locale), names: LL.firstMinute.talkTitle(),
      text: [['', joined([LL.firstMinute.talkLead()])], ...supportLines.map((line): TextPiece => [line.country,
        joined([itemText({ name: line.name, phones: line.phones }, locale), LL.firstMinute.supportAbout({ who: t(line.audience), when: t(line.when) })])])],
    },
    // Home's "what to do if you've been scammed": the first steps, with the report page's channels one click on.
    { kind: 'page', path: '/', title: LL.home.heroTitle(), text: joined([LL.home.heroLead(), LL.report.homeTitle(), LL.report.homeLead({ count: countWord(report.firstSteps.length, locale) }), all(report.firstSteps)]) },
    ...newsItems.map((n) => ({ kind: 'news' as const, path: `/news/${n.slug}`, title: t(n.title), text: all(n.summary, n.content), ...scheduled(n) })),
    ...articles.map((a) => ({ kind: 'article' as const, path: `/blog/${a.id}`, title: t(a.title), text: all(a.excerpt, a.content, a.tags), ...scheduled(a) })),
    { kind: 'page', path: '/how-we-work', title: LL.pages.howWeWork.title(), names: t(pageAlsoCalled['/how-we-work']), text: joined([LL.pages.howWeWork.lead(), all(howWeWorkIntro, howWeWorkSections, feeText(locale), tellApartText(locale))]) },
    ...businessAndVerify(locale),
    // The build's clock: an opening that closes later stays in the index until the next deploy.
    ...otherPages(locale, Date.now()),
    { kind: 'page', path: '/about', title: LL.pages.about.title(), text: all(about) },
    { kind: 'page', path: '/team', title: LL.pages.team.title(), text: joined([LL.pages.team.lead(), all(departments, teamMembers, advisors)]) },
    { kind: 'page', path: '/cases', title: LL.pages.cases.title(), text: joined([LL.pages.cases.lead(), all(featuredCases, testimonials)]) },
    { kind: 'page', path: '/partners', title: LL.pages.partners.title(), text: joined([LL.pages.partners.lead(), all(partners)]) },
    { kind: 'page', path: '/privacy', title: LL.pages.privacy.title(), text: all(privacyPolicy) },
    { kind: 'page', path: '/terms', title: LL.pages.terms.title(), text: all(termsOfService) },
  ];
  return docs.map(({ numbers, text, ...d }, id) => {
    const names = d.names ?? '';
    const pieces = typeof text === 'string' ? [] : mergePieces(text);
    const placed = typeof text === 'string' ? { text } : pieces.some(([place]) => place) ? { text: fullText(pieces), pieces } : { text: fullText(pieces) };
    return { ...d, ...placed, id, names, phrases: [d.title, ...splitNames(names), ...(numbers ?? [])] };
  });
}

/** The readers' vocabulary as the index takes it: every language's words for each concept (a word
 *  works on every site: a concept's pages are the same paths in each language). */
export function searchConcepts(): VocabularyConcept[] {
  return concepts.map((c) => ({ id: c.id, crisis: c.crisis, pages: c.pages, words: [...c.words.traditional, ...c.words.simplified, ...c.words.english] }));
}
