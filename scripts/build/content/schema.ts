// The frontmatter each kind of content file carries, checked by valibot at build. Language-neutral
// facts (ids, dates, category, related guides) are written once, in zh-TW.md: Traditional Chinese
// is the binding and base language and zh-CN.md is made from it, so an entry is two files an
// editor writes. en.md holds the English text fields; it may repeat a neutral fact (a translator
// who copied the file), but a value that differs fails the build.
import * as v from 'valibot';
import { isRealDate, unrealDateMessage } from './checks/dates.ts';
import type { CategoryId, NewsType, ScamType } from '../../../src/content/types.ts';
import { maxArticleId } from '../../../src/content/article-id.ts';
import { parsePublishDate, publishDateForms } from './publish.ts';
import { maxTitleLength, titleWidth } from '../../../src/site/locale.ts';

const categories = [
  'anti-fraud-guide', 'legal-column', 'trend-analysis', 'enterprise-security', 'technology-application', 'case-studies',
] as const satisfies readonly CategoryId[];
const newsTypes = ['alert', 'event', 'association'] as const satisfies readonly NewsType[];
export const scamTypes = [
  'investment', 'romance', 'impersonation', 'phishing', 'job', 'shopping', 'business-email',
] as const satisfies readonly ScamType[];
// Each list names every member of its union (a missing one fails the typecheck here).
const everyMember = <T extends string>(_list: readonly T[], _all: { [K in T]: true }) => undefined;
everyMember<CategoryId>(categories, {
  'anti-fraud-guide': true, 'legal-column': true, 'trend-analysis': true, 'enterprise-security': true, 'technology-application': true, 'case-studies': true,
});
everyMember<ScamType>(scamTypes, {
  investment: true, romance: true, impersonation: true, phishing: true, job: true, shopping: true, 'business-email': true,
});

const text = v.pipe(v.string(), v.trim(), v.nonEmpty('must not be empty'));
/** A title a search result shows: whole only up to 70 characters, a Chinese one counting as two
 *  (src/site/locale.ts). maxLength is the editor's hint; the width is what the build holds. */
const headline = v.pipe(
  text,
  v.maxLength(maxTitleLength, `at most ${maxTitleLength} characters: a search result cuts a longer title`),
  v.check((t) => titleWidth(t) <= maxTitleLength, (issue) => `${titleWidth(String(issue.input))} columns wide (a Chinese character counts as two), but a search result shows ${maxTitleLength}: shorten it`),
  v.description(`At most ${maxTitleLength} columns, where a Chinese character counts as two and a letter, digit or space as one (so about ${maxTitleLength / 2} Chinese characters): a search result cuts a longer title.`),
);
const isoDate = v.pipe(
  v.string('must be a date written YYYY-MM-DD'),
  v.isoDate('must be a date written YYYY-MM-DD'),
  v.check(isRealDate, (issue) => unrealDateMessage(String(issue.input))),
);
const count = v.pipe(v.number(), v.integer(), v.minValue(1));
/** An article's id is its URL (/blog/{id}): the router's rule (src/content/article-id.ts). */
const articleId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(maxArticleId, `must be a whole number from 1 to ${maxArticleId.toLocaleString('en-US')} (it is the article's address, /blog/{id})`));

// ---- Publishing (drafts and scheduled entries: scripts/build/content/publish.ts) -------------------
/** An article's or news item's `date`: the day it is published, optionally with a time and zone. */
const publishDate = v.pipe(
  v.string(`must be a date: ${publishDateForms}`),
  v.check((value) => !/^\d{4}-\d{2}-\d{2}/.test(value) || isRealDate(value), (issue) => unrealDateMessage(String(issue.input))),
  v.check((value) => parsePublishDate(value) !== undefined, `must be a real date: ${publishDateForms}`),
  v.description('Publication date, optionally with a time and zone (without a zone: Taipei time, UTC+8). A date or time in the future keeps the entry off the site until then; no redeploy is needed.'),
);
/** `draft: true`: shown only in the local preview (with a banner), never on the live site. */
const draft = v.pipe(
  v.optional(v.boolean('must be true or false'), false),
  v.description('Draft: shown only in the local preview, with a banner; never on the live site, its lists, feeds, sitemap or search.'),
);

/** A kind's frontmatter: facts written once, and the text fields every language writes. */
export interface KindSchema {
  readonly neutral: v.ObjectEntries;
  readonly text: v.ObjectEntries;
}

export const articleSchema = {
  neutral: {
    id: articleId,
    date: publishDate,
    draft,
    /** The last revision that changed what the article says. */
    updated: v.optional(isoDate),
    /** Minutes; computed from the text when left out (scripts/build/content/checks/read-time.ts). */
    readTime: v.optional(count),
    category: v.picklist(categories),
    featured: v.optional(v.boolean(), false),
    /** The body cites the Association's own case files (marked while content is sample). */
    citesOwnCases: v.optional(v.boolean()),
  },
  text: {
    title: headline,
    excerpt: text,
    author: text,
    authorTitle: text,
    tags: v.pipe(v.array(text), v.minLength(1)),
  },
} satisfies KindSchema;

export const newsSchema = {
  neutral: {
    type: v.picklist(newsTypes),
    date: publishDate,
    draft,
    updated: v.optional(isoDate),
    /** Events: when the event is over (a day alone: the end of that day, Taipei time); from then
     *  the item says it has ended and Home no longer lists it. */
    ends: v.optional(publishDate),
    /** Alerts: the scam guides that explain the scam in full. */
    scamTypes: v.optional(v.array(v.picklist(scamTypes))),
  },
  text: { title: headline, summary: text },
} satisfies KindSchema;

export const scamSchema = {
  neutral: {
    /** Place in the list of guides (1 first). */
    order: count,
    relatedArticles: v.pipe(v.array(count), v.minLength(1)),
  },
  text: {
    name: headline,
    summary: text,
    /** The names victims give this scam, in their words (Mainland terms in Taiwan script:
     *  search folds the scripts): shown under the title as "also called …" and searched. */
    alsoCalled: v.pipe(v.array(v.pipe(text, v.regex(/^[^、,]+$/, 'one name per item (no 、 or comma inside)'))), v.minLength(1)),
  },
} satisfies KindSchema;

export const legalSchema = {
  neutral: { date: isoDate },
  text: { title: headline, intro: text },
} satisfies KindSchema;

/** zh-TW.md (and the zh-CN.md made from it): every field. */
export const baseSchema = (kind: KindSchema) => v.strictObject({ ...kind.neutral, ...kind.text });

/** en.md: the text fields; a neutral fact may be repeated (and is then compared). */
export const translationSchema = (kind: KindSchema) =>
  v.strictObject({ ...kind.text, ...Object.fromEntries(Object.keys(kind.neutral).map((k) => [k, v.optional(v.unknown())])) });
