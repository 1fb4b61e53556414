// Compiles the Markdown under content/ into the typed content the worker renders. Pure: the
// files come in as a map of path (relative to content/) -> text, the result goes out as data, the
// generated module's text and the zh-CN.md texts; scripts/build/content/index.ts does the reading and writing.
//
//   articles/<folder>/zh-TW.md, en.md   one article; its id (URL /blog/<id>) is in the frontmatter
//   news/<slug>/zh-TW.md, en.md         one news item at /news/<slug>
//   scams/<type>/zh-TW.md, en.md        one scam guide at /scams/<type>
//   legal/privacy/…, legal/terms/…      the Privacy Policy and the Terms of Service
//   zh-CN-overrides.yaml                reviewed Mainland wording, keyed by zh-TW.md file and line
//
// Every folder's zh-CN.md is made here from its zh-TW.md (scripts/build/zh-cn/convert.ts, with the overrides)
// and parsed like the others, so the page a Mainland reader gets is exactly that file.
// One entry is read, parsed, compiled and handed on at a time: with a sink (the build's), each
// article's and news item's bodies and each zh-CN.md go to it as they are made and are not kept, so
// the build's memory does not grow with the number of entries (docs/performance.md, "Growth").
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { type Block, type Body, type BodyAssets, type Inline, inlineText, type LocalizedBody } from '../../../src/content/body.ts';
import type {
  Article, ArticleWithBody, LegalDocument, LegalSection, Localized, NewsItem, NewsItemWithBody, ScamGuide, ScamType,
} from '../../../src/content/types.ts';
import { ContentError, fail, type MarkdownFile, parseMarkdownFile } from '../read/markdown.ts';
import { issueWords } from '../read/issue-words.ts';
import {
  articleSchema, baseSchema, type KindSchema, legalSchema, newsSchema, scamSchema, scamTypes as scamSchemaIds,
  translationSchema,
} from './schema.ts';
import { OVERRIDES, simplifiedFile } from '../zh-cn/markdown-files.ts';
import { parseEndDate, publication, publishDateForms } from './publish.ts';
import { type ImageVariants, withImages } from './image-blocks.ts';
import { Overrides } from '../zh-cn/overrides.ts';
import { readTime, readTimeProblem } from './checks/read-time.ts';
import { callProblems } from './checks/calls.ts';
import { toSimplified } from '../zh-cn/convert.ts';
import { locales } from '../../../src/site/locale.ts';
import { parse as parseYaml } from 'yaml';

export { ContentError, OVERRIDES };

const kinds = ['articles', 'news', 'scams', 'legal'] as const;
type Kind = (typeof kinds)[number];

export interface CompiledContent {
  readonly articles: readonly ArticleWithBody[];
  readonly newsItems: readonly NewsItemWithBody[];
  readonly scamGuides: readonly ScamGuide[];
  readonly legal: Readonly<Record<string, LegalDocument>>;
  /** Path of each generated zh-CN.md (relative to content/) -> its text. */
  readonly zhCN: ReadonlyMap<string, string>;
}

/** An entry's folder and the paths of its files: read and parsed only when its turn comes. */
interface Folder {
  readonly kind: Kind;
  readonly folder: string;
  readonly key: string;
  /** File name (zh-TW.md, en.md, zh-CN.md) -> its path in the files. */
  readonly paths: ReadonlyMap<string, string>;
}

interface Entry {
  readonly kind: Kind;
  readonly folder: string;
  readonly zhTW: MarkdownFile;
  readonly zhCN: MarkdownFile;
  readonly en: MarkdownFile;
  readonly zhCNText: string;
}

// ---- Frontmatter ---------------------------------------------------------------------------

function check(schema: v.GenericSchema, md: MarkdownFile): Record<string, unknown> {
  const result = v.safeParse(schema, md.data);
  if (result.success) return result.output as Record<string, unknown>;
  const issue = result.issues[0];
  const field = issue.path?.map((p) => String(p.key)).join('.') ?? '';
  const top = String(issue.path?.[0]?.key ?? '');
  const message = issue.input === undefined && issue.type === 'strict_object'
    ? 'is required'
    : issue.type === 'strict_object' ? 'is not a field of this kind of file' : issueWords(issue);
  return fail(md.file, md.fieldLine(top), `${field}: ${message}`);
}

function frontmatter(entry: Entry, kind: KindSchema) {
  const zhTW = check(baseSchema(kind), entry.zhTW);
  const zhCN = check(baseSchema(kind), entry.zhCN);
  const en = check(translationSchema(kind), entry.en);
  if (zhTW.updated !== undefined && String(zhTW.updated).slice(0, 10) <= String(zhTW.date).slice(0, 10)) {
    fail(entry.zhTW.file, entry.zhTW.fieldLine('updated'), `updated: ${String(zhTW.updated)} is not after the date (${String(zhTW.date)}): write the day the text last changed, or delete the line`);
  }
  for (const field of Object.keys(kind.neutral)) {
    if (en[field] !== undefined && JSON.stringify(en[field]) !== JSON.stringify(zhTW[field])) {
      fail(entry.en.file, entry.en.fieldLine(field), `${field}: ${JSON.stringify(en[field])} disagrees with zh-TW.md (${JSON.stringify(zhTW[field])}); facts are written once, in zh-TW.md`);
    }
  }
  const loc = (field: string): Localized => ({ 'zh-TW': zhTW[field] as string, 'zh-CN': zhCN[field] as string, en: en[field] as string });
  const locList = (field: string): Localized[] => {
    const [t, c, e] = [zhTW[field], zhCN[field], en[field]] as string[][];
    if (t!.length !== e!.length) fail(entry.en.file, entry.en.fieldLine(field), `${field}: ${e!.length} entries, zh-TW.md has ${t!.length}`);
    return t!.map((value, i) => ({ 'zh-TW': value, 'zh-CN': c![i]!, en: e![i]! }));
  };
  /** A list whose items are not translations of each other (names people use), one text per
   *  language: Chinese items joined by 、, English by a comma. */
  const locJoined = (field: string): Localized => ({
    'zh-TW': (zhTW[field] as string[]).join('、'), 'zh-CN': (zhCN[field] as string[]).join('、'), en: (en[field] as string[]).join(', '),
  });
  return { facts: zhTW, loc, locList, locJoined };
}

/** An article's or news item's body in the three languages, its images filled in. */
const bodyOf = (entry: Entry, images: ReadonlyMap<string, ImageVariants>): LocalizedBody => {
  for (const md of [entry.zhTW, entry.en]) if (!md.blocks.length) fail(md.file, 1, 'the body is empty');
  const folder = `${entry.kind}/${entry.folder}`;
  return { 'zh-TW': withImages(entry.zhTW, folder, images), 'zh-CN': withImages(entry.zhCN, folder, images), en: withImages(entry.en, folder, images) };
};

// ---- Kinds ---------------------------------------------------------------------------------

type WithoutBody<T> = Omit<T, 'body'>;

function article(entry: Entry, images: ReadonlyMap<string, ImageVariants>): WithoutBody<ArticleWithBody> {
  const { facts, loc, locList } = frontmatter(entry, articleSchema);
  const content = bodyOf(entry, images);
  const computed = readTime(content.en, content['zh-TW']);
  const readTimeWrong = readTimeProblem(facts.readTime as number | undefined, computed);
  if (readTimeWrong) fail(entry.zhTW.file, entry.zhTW.fieldLine('readTime'), readTimeWrong);
  return {
    id: facts.id as number,
    title: loc('title'),
    excerpt: loc('excerpt'),
    content,
    author: loc('author'),
    authorTitle: loc('authorTitle'),
    ...publication(entry.zhTW, facts),
    ...(facts.updated ? { updated: facts.updated as string } : {}),
    readTime: (facts.readTime as number | undefined) ?? computed.minutes,
    category: facts.category as Article['category'],
    tags: locList('tags'),
    featured: facts.featured as boolean,
    ...(facts.citesOwnCases !== undefined ? { citesOwnCases: facts.citesOwnCases as boolean } : {}),
  };
}

function newsItem(entry: Entry, images: ReadonlyMap<string, ImageVariants>): WithoutBody<NewsItemWithBody> {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(entry.folder)) {
    fail(entry.zhTW.file, 1, `the folder name "${entry.folder}" is the URL (/news/${entry.folder}): lowercase letters, digits and single hyphens only`);
  }
  const { facts, loc } = frontmatter(entry, newsSchema);
  const published = publication(entry.zhTW, facts);
  let ends: { endsOn: string; endsAt: number } | undefined;
  if (facts.ends !== undefined) {
    if (facts.type !== 'event') fail(entry.zhTW.file, entry.zhTW.fieldLine('ends'), 'ends: only an event ends; remove it, or make the item type: event');
    const end = parseEndDate(String(facts.ends));
    if (!end) fail(entry.zhTW.file, entry.zhTW.fieldLine('ends'), `ends: "${String(facts.ends)}" is not a real date and time; write ${publishDateForms}`);
    if (end.endsAt <= published.publishAt) fail(entry.zhTW.file, entry.zhTW.fieldLine('ends'), 'ends: must come after the date the item is published');
    ends = { endsOn: end.day, endsAt: end.endsAt };
  }
  return {
    slug: entry.folder,
    type: facts.type as NewsItem['type'],
    ...published,
    ...(ends ?? {}),
    ...(facts.updated ? { updated: facts.updated as string } : {}),
    title: loc('title'),
    summary: loc('summary'),
    content: bodyOf(entry, images),
    ...(facts.scamTypes ? { scamTypes: facts.scamTypes as ScamType[] } : {}),
  };
}

type TextBlock = Extract<Block, { content: unknown }>;
type ListBlock = Extract<Block, { items: unknown }>;

/** A scam guide's body: one paragraph (what it looks like), then two headed lists, plain text, and
 *  optionally a third: what to do next time. Advice on paying safely never sits among the steps of
 *  a reader who was just defrauded: it goes under the prevention heading. */
const guideHeadings = { 'zh-TW': ['警訊', '現在該做的事', '下次怎麼預防'], en: ['Warning signs', 'What to do now', 'How to stay safe next time'] } as const;

function guideParts(md: MarkdownFile, headings: readonly string[]) {
  const shape = ['p', 'h2', 'ul', 'h2', 'ul'];
  const withPrevention = [...shape, 'h2', 'ul'];
  const at = (i: number) => md.blockLines[i] ?? md.blockLines.at(-1) ?? 1;
  const expected = md.blocks.length > shape.length ? withPrevention : shape;
  expected.forEach((kind, i) => {
    const block = md.blocks[i];
    if (block?.kind !== kind) {
      fail(md.file, at(i), `a scam guide's body is one paragraph, "## ${headings[0]}" with its "- " items, "## ${headings[1]}" with its items, then optionally "## ${headings[2]}" with its items`);
    }
  });
  if (md.blocks.length > withPrevention.length) fail(md.file, at(withPrevention.length), 'nothing may follow the prevention list of a scam guide');
  const plain = (spans: readonly Inline[], line: number) => {
    if (spans.some((s) => typeof s !== 'string')) fail(md.file, line, 'a scam guide is plain text: no links or emphasis');
    return inlineText(spans);
  };
  const [p, h1, signs, h2, doNow, h3, prevent] = md.blocks as [TextBlock, TextBlock, ListBlock, TextBlock, ListBlock, TextBlock | undefined, ListBlock | undefined];
  [h1, h2, h3].forEach((h, i) => {
    if (h && inlineText(h.content) !== headings[i]) fail(md.file, at(i * 2 + 1), `the heading must read "## ${headings[i]}"`);
  });
  const markedIn = (items: readonly string[], line: number) => (token: string, what: string) => {
    const marked = items.flatMap((s, i) => (s.startsWith(token) ? [i] : []));
    if (marked.length > 1) fail(md.file, line, `${token} marks one step, ${what}`);
    if (items.some((s) => s.includes(token) && !s.startsWith(token))) fail(md.file, line, `${token} goes at the start of its step`);
    return marked[0];
  };
  const unmarked = (items: readonly string[]) => items.map((s) => [reportStepToken, hangUpStepToken, bankStepToken, toolsStepToken].reduce((rest, token) => (rest.startsWith(token) ? rest.slice(token.length).trim() : rest), s));
  const steps = doNow.items.map((item) => plain(item, at(4)));
  const markedBy = markedIn(steps, at(4));
  const reportStep = markedBy(reportStepToken, 'the one that says to report to the police');
  const hangUpStep = markedBy(hangUpStepToken, 'the one that says to hang up');
  const bankStep = markedBy(bankStepToken, 'the one that says to call the bank about a transfer');
  const toolsStep = markedBy(toolsStepToken, 'the one that points to the check tools or registers below');
  if (hangUpStep !== undefined && hangUpStep !== 0) fail(md.file, at(4), `${hangUpStepToken} marks the first step: hanging up comes before anything else`);
  const preventItems = (prevent?.items ?? []).map((item) => plain(item, at(6)));
  // Only the tools step may sit in the prevention list ("check the seller below before you pay").
  for (const token of [reportStepToken, hangUpStepToken, bankStepToken]) {
    if (preventItems.some((s) => s.includes(token))) fail(md.file, at(6), `${token} marks a step of "${headings[1]}", never one under "${headings[2]}"`);
  }
  const preventToolsStep = markedIn(preventItems, at(6))(toolsStepToken, 'the one that points to the check tools or registers below');
  if (toolsStep !== undefined && preventToolsStep !== undefined) fail(md.file, at(6), `${toolsStepToken} marks one step in the whole guide`);
  return {
    looksLike: plain(p.content, at(0)),
    signs: signs.items.map((item) => plain(item, at(2))),
    doNow: unmarked(steps),
    prevent: unmarked(preventItems),
    reportStep,
    hangUpStep,
    bankStep,
    toolsStep,
    preventToolsStep,
  };
}

/** Starts the step of a guide's "what to do now" that says to report to the police: a reader in
 *  Mainland China, where the police come first, gets that step at the top in its Mainland words
 *  (content/text/report.yaml, firstSteps' `mainland`) instead. */
const reportStepToken = '{reportStep}';
/** Starts a guide's first step when it says to hang up on the caller: a reader in Mainland China
 *  hangs up first and calls 110 after, so the police step comes after this one, not above it. */
const hangUpStepToken = '{hangUpStep}';
/** Starts the step that says to call the bank about a transfer: a reader in Taiwan calls 165, which
 *  contacts the bank (FACTS block 3), so that reader gets firstSteps' `taiwan` words in its place,
 *  the same order as the 165 box above the steps. */
const bankStepToken = '{bankStep}';
/** Starts the step that points to the check tools or registers below: a reader whose place has none
 *  gets their place's own check (check-tools.yaml `ownCheck`: Mainland China) or no such step. */
const toolsStepToken = '{toolsStep}';

function scamGuide(entry: Entry): ScamGuide & { order: number } {
  const { facts, loc, locJoined } = frontmatter(entry, scamSchema);
  if (!(scamSchemaIds as readonly string[]).includes(entry.folder)) {
    fail(entry.zhTW.file, 1, `the folder name "${entry.folder}" must be a scam type: ${scamSchemaIds.join(', ')}`);
  }
  const zhTW = guideParts(entry.zhTW, guideHeadings['zh-TW']);
  const zhCN = guideParts(entry.zhCN, guideHeadings['zh-TW'].map((h) => toSimplified(h)));
  const en = guideParts(entry.en, guideHeadings.en);
  if (zhTW.hangUpStep !== en.hangUpStep) fail(entry.en.file, 1, `${hangUpStepToken} marks ${en.hangUpStep === undefined ? 'no step' : 'the first step'} here, ${zhTW.hangUpStep === undefined ? 'no step' : 'the first step'} in zh-TW.md: mark the same step in both`);
  if (zhTW.bankStep !== en.bankStep) fail(entry.en.file, 1, `${bankStepToken} marks step ${en.bankStep === undefined ? 'none' : en.bankStep + 1} here, step ${zhTW.bankStep === undefined ? 'none' : zhTW.bankStep + 1} in zh-TW.md: mark the same step in both`);
  if (zhTW.toolsStep !== en.toolsStep) fail(entry.en.file, 1, `${toolsStepToken} marks step ${en.toolsStep === undefined ? 'none' : en.toolsStep + 1} here, step ${zhTW.toolsStep === undefined ? 'none' : zhTW.toolsStep + 1} in zh-TW.md: mark the same step in both`);
  if (zhTW.preventToolsStep !== en.preventToolsStep) fail(entry.en.file, 1, `${toolsStepToken} marks prevention step ${en.preventToolsStep === undefined ? 'none' : en.preventToolsStep + 1} here, ${zhTW.preventToolsStep === undefined ? 'none' : zhTW.preventToolsStep + 1} in zh-TW.md: mark the same step in both`);
  if (zhTW.reportStep !== en.reportStep) fail(entry.en.file, 1, `${reportStepToken} marks step ${en.reportStep === undefined ? 'none' : en.reportStep + 1} here, step ${zhTW.reportStep === undefined ? 'none' : zhTW.reportStep + 1} in zh-TW.md: mark the same step in both`);
  const list = (key: 'signs' | 'doNow' | 'prevent'): Localized[] => {
    const heading = guideHeadings.en[key === 'signs' ? 0 : key === 'doNow' ? 1 : 2];
    if (zhTW[key].length !== en[key].length) fail(entry.en.file, 1, `${en[key].length} items under "${heading}", zh-TW.md has ${zhTW[key].length}`);
    return zhTW[key].map((t, i) => ({ 'zh-TW': t, 'zh-CN': zhCN[key][i]!, en: en[key][i]! }));
  };
  return {
    id: entry.folder as ScamType,
    order: facts.order as number,
    name: loc('name'),
    summary: loc('summary'),
    alsoCalled: locJoined('alsoCalled'),
    looksLike: { 'zh-TW': zhTW.looksLike, 'zh-CN': zhCN.looksLike, en: en.looksLike },
    signs: list('signs'),
    doNow: list('doNow'),
    prevent: list('prevent'),
    ...(zhTW.reportStep === undefined ? {} : { reportStep: zhTW.reportStep }),
    ...(zhTW.hangUpStep === undefined ? {} : { hangUpStep: zhTW.hangUpStep }),
    ...(zhTW.bankStep === undefined ? {} : { bankStep: zhTW.bankStep }),
    ...(zhTW.toolsStep === undefined ? {} : { toolsStep: zhTW.toolsStep }),
    ...(zhTW.preventToolsStep === undefined ? {} : { preventToolsStep: zhTW.preventToolsStep }),
    relatedArticles: facts.relatedArticles as number[],
  };
}

/** A legal document: the intro in the frontmatter, then one '## ' section after another. */
function sections(md: MarkdownFile): { heading: string; body: Body }[] {
  if (md.blocks[0]?.kind !== 'h2') fail(md.file, md.blockLines[0] ?? 1, 'the body starts with a "## " section heading (the intro is the frontmatter\'s intro field)');
  const out: { heading: string; body: Block[] }[] = [];
  md.blocks.forEach((block) => {
    if (block.kind === 'h2') out.push({ heading: inlineText(block.content), body: [] });
    else out.at(-1)!.body.push(block);
  });
  return out;
}

function legalDocument(entry: Entry): LegalDocument {
  const { facts, loc } = frontmatter(entry, legalSchema);
  const [zhTW, zhCN, en] = [sections(entry.zhTW), sections(entry.zhCN), sections(entry.en)];
  if (zhTW.length !== en.length) fail(entry.en.file, 1, `${en.length} sections, zh-TW.md has ${zhTW.length}`);
  return {
    title: loc('title'),
    date: facts.date as string,
    intro: loc('intro'),
    sections: zhTW.map((s, i): LegalSection => ({
      heading: { 'zh-TW': s.heading, 'zh-CN': zhCN[i]!.heading, en: en[i]!.heading },
      body: { 'zh-TW': s.body, 'zh-CN': zhCN[i]!.body, en: en[i]!.body },
    })),
  };
}

// ---- Bodies beside the bundle ---------------------------------------------------------------


/** The file a body is written to: named by its entry, language and content hash, so the URL
 *  changes whenever the text does and the file may be cached for a year. */
const bodyAssetUrl = (name: string, locale: string, json: string) =>
  `/assets/content/${name}-${locale}.${createHash('sha256').update(json).digest('hex').slice(0, 12)}.json`;

/** An article or news item with the files of its bodies named, and each body's JSON (what is
 *  written at that name). */
function withBodyAssets<T extends { content: LocalizedBody }>(entry: T, name: string): { entry: T & { body: BodyAssets }; files: ReadonlyMap<string, string> } {
  const files = new Map<string, string>();
  const body = Object.fromEntries(locales.map((l) => {
    const json = JSON.stringify(entry.content[l]);
    const url = bodyAssetUrl(name, l, json);
    files.set(url, json);
    return [l, url];
  })) as unknown as BodyAssets;
  return { entry: { ...entry, body }, files };
}

// ---- Entries -------------------------------------------------------------------------------

/** The kinds whose bodies may show images (a file in the entry's folder). */
const withPictures = (kind: Kind) => kind === 'articles' || kind === 'news';

/** Image files beside the Markdown: never content files, read by scripts/build/content/images.ts. */
export const isImageFile = (path: string) => /\.(?:jpe?g|png|webp|avif)$/i.test(path);

/** Each entry's folder, in order, with the paths of its files (a file out of place is a problem). */
function folders(files: ReadonlyMap<string, string>, root: string, attempt: Attempt): Folder[] {
  const found = new Map<string, Map<string, string>>();
  for (const path of files.keys()) {
    const parts = path.split('/');
    if (!(kinds as readonly string[]).includes(parts[0]!) || isImageFile(path)) continue;
    if (parts.length !== 3 || !['zh-TW.md', 'en.md', 'zh-CN.md'].includes(parts[2]!)) {
      attempt(() => fail(`${root}/${path}`, 1, `content files are ${parts[0]}/<folder>/zh-TW.md and en.md (zh-CN.md is made by the build)`));
      continue;
    }
    const key = `${parts[0]}/${parts[1]}`;
    if (!found.has(key)) found.set(key, new Map());
    found.get(key)!.set(parts[2]!, path);
  }
  return [...found].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, paths]) => {
    const [kind, folder] = key.split('/') as [Kind, string];
    return { kind, folder, key, paths };
  });
}

/** An entry's zh-CN.md (`key`: 'articles/<folder>'), made from its zh-TW.md with the reviewed
 *  phrases that name that file. */
export function reviewOf(key: string, zhTW: string, overrides: Overrides, root = 'content'): string {
  const zhTWPath = `${key}/zh-TW.md`;
  return simplifiedFile(zhTWPath, zhTW, overrides.phrases(`${root}/${zhTWPath}`, undefined, zhTW), root);
}

/** An entry's zh-TW.md as the compile reads it (line ends made \n). */
export const entrySource = (files: ReadonlyMap<string, string>, key: string, name = 'zh-TW.md'): string | undefined =>
  files.get(`${key}/${name}`)?.replace(/\r\n?/g, '\n');

/** An entry's files read and parsed, its zh-CN.md made from its zh-TW.md. */
function parsed(files: ReadonlyMap<string, string>, { kind, folder, key, paths }: Folder, root: string, overrides: Overrides): Entry {
  for (const name of ['zh-TW.md', 'en.md']) {
    if (!paths.has(name)) fail(`${root}/${key}/${name}`, 1, `missing: every entry has zh-TW.md and en.md`);
  }
  const source = entrySource(files, key)!;
  const zhCNText = reviewOf(key, source, overrides, root);
  return {
    kind,
    folder,
    zhTW: parseMarkdownFile(`${root}/${key}/zh-TW.md`, source, withPictures(kind)),
    zhCN: parseMarkdownFile(`${root}/${key}/zh-CN.md`, zhCNText, withPictures(kind)),
    en: parseMarkdownFile(`${root}/${key}/en.md`, entrySource(files, key, 'en.md')!, withPictures(kind)),
    zhCNText,
  };
}

/** Runs one entry's compile step; a problem is recorded and the entry left out, so one build
 *  lists every broken file at once. */
type Attempt = <T>(step: () => T) => T | undefined;

/** Problems ('file:line: …') by file, then line. */
export function byFileAndLine(problems: readonly string[]): string[] {
  const key = (p: string) => /^([^:]*):(\d+)/.exec(p) ?? [p, p, '0'];
  return [...problems].sort((a, b) => {
    const [, fa, la] = key(a);
    const [, fb, lb] = key(b);
    return fa! < fb! ? -1 : fa! > fb! ? 1 : Number(la) - Number(lb);
  });
}

function collector(problems: string[]): Attempt {
  return (step) => {
    try {
      return step();
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems.push(...error.message.split('\n'));
      return undefined;
    }
  };
}

function unique<T>(list: readonly T[], key: (t: T) => string | number, where: (t: T) => string, what: string) {
  const seen = new Map<string | number, T>();
  for (const item of list) {
    const k = key(item);
    if (seen.has(k)) throw new ContentError(`${where(item)}: ${what} ${k} is already used by ${where(seen.get(k)!)}`);
    seen.set(k, item);
  }
}

/** Where the build's compile hands each article and news item, and each zh-CN.md, as it is made
 *  (scripts/build/content/index.ts), so that no list holds every body. */
export interface ContentSink {
  /** An article or news item compiled with its bodies, and each body's file (URL -> JSON). */
  entry(entry: ArticleWithBody | NewsItemWithBody, files: ReadonlyMap<string, string>): void;
  /** The zh-CN.md made from an entry's zh-TW.md (path relative to content/). */
  review(path: string, text: string): void;
}

/** An article or news item as the sink leaves it: its `content` key kept in place, undefined. */
type Handed<T> = Omit<T, 'content'> & { readonly content?: undefined };

/** The compiled content without the article and news bodies, which went to the sink. */
export interface CompiledMetadata {
  readonly articles: readonly Handed<ArticleWithBody>[];
  readonly newsItems: readonly Handed<NewsItemWithBody>[];
  readonly scamGuides: readonly ScamGuide[];
  readonly legal: Readonly<Record<string, LegalDocument>>;
}

/** Compiles every content file. `root` only names the folder in messages; `images` holds what the
 *  build made of each image file beside an article's or news item's Markdown; `official`, the
 *  numbers the site lists (src/content/official-numbers.ts), the only ones a body may make
 *  tappable (left out, a tap-to-call link is checked only against its own text). The whole
 *  result, every body in it: for tests and the web editor's checks (the build streams:
 *  compileContentTo). */
export function compileContent(files: ReadonlyMap<string, string>, root = 'content', images: ReadonlyMap<string, ImageVariants> = new Map(), official?: ReadonlySet<string>): CompiledContent {
  const bodies = new Map<string, LocalizedBody>();
  const zhCN = new Map<string, string>();
  const compiled = compileContentTo(files, {
    entry: (entry) => bodies.set(entry.body.en, entry.content),
    review: (path, text) => zhCN.set(path, text),
  }, root, images, official);
  const withContent = <T extends { body: BodyAssets }>(entry: T) => ({ ...entry, content: bodies.get(entry.body.en)! });
  return { ...compiled, articles: compiled.articles.map(withContent), newsItems: compiled.newsItems.map(withContent), zhCN };
}

/** compileContent, one entry at a time: each article's and news item's bodies and each zh-CN.md
 *  go to `sink` as soon as they are made, and only the rest is returned. */
export function compileContentTo(files: ReadonlyMap<string, string>, sink: ContentSink, root = 'content', images: ReadonlyMap<string, ImageVariants> = new Map(), official?: ReadonlySet<string>): CompiledMetadata {
  const problems: string[] = [];
  const attempt = collector(problems);
  const overrides = new Overrides(files.get(OVERRIDES), root);
  const broken = new Set<Kind>();
  const all = folders(files, root, attempt);
  // Problems in reading the entries (and the numbers they call): with any, the overrides are not
  // checked for use (an entry that cannot be read uses none of its own).
  let readProblems = problems.length;
  const read = (folder: Folder): Entry | undefined => {
    const before = problems.length;
    const entry = attempt(() => parsed(files, folder, root, overrides));
    // An entry that cannot be read is listed once; what refers to its kind is not checked again.
    if (!entry) broken.add(folder.kind);
    else {
      sink.review(`${folder.key}/zh-CN.md`, entry.zhCNText);
      // Every body, drafts and scheduled entries too: a number dials what it shows, and is official.
      problems.push(...callProblems(entry.zhTW, official), ...callProblems(entry.en, official));
    }
    readProblems += problems.length - before;
    return entry;
  };
  const fileOf = new Map<unknown, string>();
  // Each entry read, compiled and let go in turn; the kinds in this order, so that what one kind
  // names of another (a guide's articles, a news item's guides) is known when it is checked.
  const each = <T>(kind: Kind, step: (e: Entry) => T): T[] => all.filter((f) => f.kind === kind).flatMap((folder) => {
    const entry = read(folder);
    const out = entry && attempt(() => step(entry));
    return out === undefined ? [] : [out];
  });
  const handed = <T extends ArticleWithBody | NewsItemWithBody>(compiled: { entry: T; files: ReadonlyMap<string, string> }): Handed<T> => {
    sink.entry(compiled.entry, compiled.files);
    return { ...compiled.entry, content: undefined };
  };

  const articleIds = new Set<unknown>();
  const articles = each('articles', (e) => {
    articleIds.add(e.zhTW.data.id);
    const compiled = article(e, images);
    const a = handed(withBodyAssets(compiled, `article-${compiled.id}`));
    fileOf.set(a, `${e.zhTW.file}:${e.zhTW.fieldLine('id')}`);
    return a;
  }).sort((a, b) => a.id - b.id);
  attempt(() => unique(articles, (a) => a.id, (a) => fileOf.get(a)!, 'article id'));
  const featured = articles.filter((a) => a.featured);
  if (featured.length > 1) {
    problems.push(`${fileOf.get(featured[1])!}: featured: only one article is featured (the first on /blog), and ${fileOf.get(featured[0])!} already is: delete "featured: true" from one of them`);
  }

  /** The guides each news item names, checked once the guides are read. */
  const newsGuides: { readonly file: string; readonly line: number; readonly types: readonly string[] }[] = [];
  const newsItems = each('news', (e) => {
    newsGuides.push({ file: e.zhTW.file, line: e.zhTW.fieldLine('scamTypes'), types: (e.zhTW.data.scamTypes ?? []) as string[] });
    return handed(withBodyAssets(newsItem(e, images), `news-${e.folder}`));
  }).sort((a, b) => b.publishAt - a.publishAt || (a.slug < b.slug ? -1 : 1));

  const guideFolders = new Set<string>();
  const guides = each('scams', (e) => {
    guideFolders.add(e.folder);
    const g = scamGuide(e);
    fileOf.set(g, `${e.zhTW.file}:${e.zhTW.fieldLine('order')}`);
    for (const id of g.relatedArticles) {
      // An article that failed above is listed once, by its own file, not again here.
      if (!broken.has('articles') && !articleIds.has(id)) fail(e.zhTW.file, e.zhTW.fieldLine('relatedArticles'), `relatedArticles: there is no article ${id}`);
    }
    return g;
  }).sort((a, b) => a.order - b.order);
  attempt(() => unique(guides, (g) => g.order, (g) => fileOf.get(g)!, 'order'));
  const scamGuides = guides.map(({ order: _order, ...g }) => g);
  for (const n of newsGuides) {
    for (const type of n.types) {
      if (!broken.has('scams') && !guideFolders.has(type)) attempt(() => fail(n.file, n.line, `scamTypes: there is no guide content/scams/${type}`));
    }
  }

  const legal = Object.fromEntries(each('legal', (e) => [e.folder, legalDocument(e)] as const));
  if (!readProblems) attempt(() => overrides.checkUsed((file) => file.endsWith('.md')));
  if (problems.length) throw new ContentError(byFileAndLine(problems).join('\n'));
  return { articles, newsItems, scamGuides, legal };
}

/** src/generated/content.ts, which the worker imports: every field but the article and news
 *  bodies, which it reads through the assets binding (each entry's `body` names the files). */
export function contentModule(content: CompiledMetadata): string {
  for (const doc of ['privacy', 'terms']) {
    if (!content.legal[doc]) throw new ContentError(`content/legal/${doc}/: missing (the site's /${doc} page)`);
  }
  const json = (value: unknown) => JSON.stringify(value);
  return `// Generated by scripts/build/content/index.ts from content/ (Markdown). Do not edit: change the Markdown.
// Article and news bodies are not here: each is a static asset (\`body\` names it per language).
import type { Article, LegalDocument, NewsItem, ScamGuide } from '../content/types.ts';

/** By id. */
export const articles: readonly Article[] = ${json(content.articles)};
/** Newest first. */
export const newsItems: readonly NewsItem[] = ${json(content.newsItems)};
/** In their frontmatter's order. */
export const scamGuides: readonly ScamGuide[] = ${json(content.scamGuides)};
export const privacyPolicy: LegalDocument = ${json(content.legal.privacy)};
export const termsOfService: LegalDocument = ${json(content.legal.terms)};
`;
}

/** Stands for an entry's bodies in its JSON until they are read back (a private-use character:
 *  JSON.stringify leaves it as it is). */
const bodiesMark = JSON.stringify('\ue000bodies');

/** src/generated/content-full.ts, in pieces to write one after another: the entries of content.ts
 *  with their bodies, each body read back from its file (`bodyJson`: a body's URL -> the JSON
 *  written there) when its entry's turn comes, so no string holds them all. */
export function* fullModuleParts(content: CompiledMetadata, bodyJson: (url: string) => string): Generator<string> {
  // The bodies sit inside a function: V8 only pre-parses a function's text until it is first
  // called, so a module that imports this holds the bodies only once it asks for them.
  yield `// Generated by scripts/build/content/index.ts from content/ (Markdown). Do not edit: change the Markdown.
// Every article and news item with its body, for the browser tests that look at every body
// (test/e2e/images.test.ts). The worker's pages and the search index read each body from its static asset.
import type { ArticleWithBody, NewsItemWithBody } from '../content/types.ts';

export interface FullContent {
  /** By id. */
  readonly articles: readonly ArticleWithBody[];
  /** Newest first. */
  readonly newsItems: readonly NewsItemWithBody[];
}

let full: FullContent | undefined;

export function fullContent(): FullContent {
  return (full ??= {
`;
  const withBodies = (entry: Handed<ArticleWithBody | NewsItemWithBody>) => JSON.stringify(entry, function (key, value: unknown) {
    return key === 'content' && this === entry ? JSON.parse(bodiesMark) : value;
  }).replace(bodiesMark, () => `{${locales.map((l) => `${JSON.stringify(l)}:${bodyJson(entry.body[l])}`).join(',')}}`);
  for (const [name, list] of [['articles', content.articles], ['newsItems', content.newsItems]] as const) {
    yield `    ${name}: [`;
    for (const [i, entry] of list.entries()) yield `${i ? ',' : ''}${withBodies(entry)}`;
    yield '],\n';
  }
  yield `  });
}
`;
}

/** The article and news folders ('articles/<folder>') whose zh-TW.md says `draft: true`. A
 *  frontmatter that cannot be read is not a draft here: the compile reports it. */
export function draftFolders(files: ReadonlyMap<string, string>): Set<string> {
  const drafts = new Set<string>();
  for (const [path, text] of files) {
    const [kind, folder, name] = path.split('/');
    if ((kind !== 'articles' && kind !== 'news') || name !== 'zh-TW.md') continue;
    const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
    try {
      if (head !== undefined && (parseYaml(head) as { draft?: unknown } | null)?.draft === true) drafts.add(`${kind}/${folder}`);
    } catch { /* reported by the compile */ }
  }
  return drafts;
}
