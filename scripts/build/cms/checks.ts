// The build's rules, run in the web editor on the entry being edited (src/client/admin-checks.ts
// says what the page asks). Bundled for the browser by scripts/build/cms/admin.ts from the build's own
// modules, so each rule has one copy: the Markdown and its frontmatter (scripts/build/content/compile.ts:
// the schemas, dates, pictures' alt text, the Markdown the site can show, read time), the text
// rules (scripts/build/content/checks/: placeholders, retired names, style, verified mode), the links
// between pages (scripts/build/content/checks/links.ts) and the organisation's data files
// (scripts/build/organisation/schema.ts). The entry is written out as the files the editor will save,
// compiled as the build compiles them, and each message is placed on its field.
// What the editor cannot know is left to the build: whether a picture's file is in the folder
// (the picture panel writes names it has), and the Simplified Chinese (derived by the build: this
// bundle's zh-cn/convert.ts is scripts/build/cms/checks-zh.ts, which leaves the text as it is).
import { parse as parseYaml, stringify } from 'yaml';
import type { ContentChecks, EditorLocale, EntryData, EntryKind, EntryProblem } from '../../../src/client/admin-checks.ts';
import * as v from 'valibot';
import { compileContent, ContentError } from '../content/compile.ts';
import { parseMarkdownFile } from '../read/markdown.ts';
import { issueWords } from '../read/issue-words.ts';
import type { ImageVariants } from '../content/image-blocks.ts';
import { checkContentFiles } from '../content/checks/index.ts';
import { linkProblems, type SiteIndex } from '../content/checks/links.ts';
import { type Named, stillNamed } from '../content/checks/people.ts';
import { notSample, sampleMarker } from '../content/checks/sample-values.ts';
import { verifiedProblems } from '../content/checks/verified.ts';
import { parsePublishDate } from '../content/publish.ts';
import { articleSchema, baseSchema, legalSchema, newsSchema, scamSchema, translationSchema, type KindSchema } from '../content/schema.ts';
import { compileOrganisation, OrganisationDataError } from '../organisation/schema.ts';
import { yamlPlace } from './by-entry.ts';
import { formatDate, formatDateTime } from '../../../src/site/format.ts';

/** What the build tells the editor of the site (scripts/build/cms/admin.ts). */
export interface EditorSite extends SiteIndex {
  /** Each article's id -> its folder. */
  readonly articles: Readonly<Record<string, string>>;
  /** Earlier names of official bodies (content/text/official-names.yaml). */
  readonly retiredNames: readonly string[];
  /** The live site is verified: sample values are refused. */
  readonly verified: boolean;
  /** The organisation's data files as built: file name -> text. */
  readonly organisation: Readonly<Record<string, string>>;
  /** Each article's folder -> its author in both languages (content-checks/people.ts). */
  readonly authors: Readonly<Record<string, Named>>;
  /** The numbers the site lists as official, as dialled: the only ones a body may call. */
  readonly official: readonly string[];
  /** The folders of content/news/ (drafts too): a new item's address is the first one free. */
  readonly newsFolders: readonly string[];
}

const kinds: Readonly<Record<EntryKind, KindSchema>> = { articles: articleSchema, news: newsSchema, scams: scamSchema, legal: legalSchema };

/** The fields of a kind written once, in zh-TW.md. */
const neutralOf = (kind: EntryKind) => new Set(Object.keys(kinds[kind].neutral));

/** The fields of a kind the file may leave out. */
const optionalOf = (kind: EntryKind) => new Set(Object.entries({ ...kinds[kind].neutral, ...kinds[kind].text })
  .filter(([, schema]) => /optional|nullish/.test((schema as { type: string }).type)).map(([key]) => key));

/** An empty value the editor keeps for a field that was cleared: not written (an empty optional
 *  field is left out of the file when saved: src/client/admin-save.ts). */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** One language's file as the editor saves it, and which field each line holds: `keep` says
 *  which fields it writes, `optional` which it leaves out when blank. */
function markdownFile(fields: Readonly<Record<string, unknown>>, keep: (key: string) => boolean, optional: ReadonlySet<string>): { text: string; place(line: number): { field: string; bodyLine?: number } } {
  const lines = ['---'];
  const starts: [number, string][] = [];
  for (const [key, value] of Object.entries(fields)) {
    // listStatus: the list's mark of a draft or scheduled entry (src/client/admin.ts), never saved.
    if (key === 'body' || key === 'listStatus' || !keep(key) || value === undefined || value === null || (isBlank(value) && optional.has(key))) continue;
    starts.push([lines.length + 1, key]);
    lines.push(...stringify({ [key]: value }, { lineWidth: 0 }).trimEnd().split('\n'));
  }
  lines.push('---', '');
  const bodyStart = lines.length + 1;
  lines.push(...String(fields.body ?? '').split('\n'));
  return {
    text: lines.join('\n'),
    place(line) {
      if (line >= bodyStart) return { field: 'body', bodyLine: line - bodyStart + 1 };
      const at = starts.filter(([start]) => start <= line).at(-1);
      return { field: at?.[1] ?? '' };
    },
  };
}

/** A message such as 'content/articles/x/en.md:12: what is wrong' -> its parts. */
const messageParts = (message: string) => /^content\/(.+?):(\d+): ([\s\S]*)$/.exec(message);

/** A field's name at the start of a message ('title: must not be empty'), dropped: the editor shows it on the field. */
const withoutField = (message: string, field: string) => (message.startsWith(`${field}: `) ? message.slice(field.length + 2) : message);

/** Every field the schema refuses in one language's file (the build names the first a file has;
 *  the editor shows all of them at once), in the build's words. */
function fieldProblems(schema: v.GenericSchema, text: string): { field: string; message: string }[] {
  const yaml = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? '';
  const result = v.safeParse(schema, parseYaml(yaml) ?? {});
  if (result.success) return [];
  const seen = new Set<string>();
  return result.issues.flatMap((issue) => {
    const field = String(issue.path?.[0]?.key ?? '');
    // The first a field has, as the build names it: a date that does not exist is not also "not a date".
    if (seen.has(field)) return [];
    seen.add(field);
    const message = issue.input === undefined && issue.type === 'strict_object' ? 'is required'
      : issue.type === 'strict_object' ? 'is not a field of this kind of file' : issueWords(issue);
    return [{ field, message }];
  });
}

/** Any picture a body names, as the build would have resized it: whether its file is in the
 *  entry's folder is the build's to say (the picture panel writes names it has). */
class AnyPicture extends Map<string, ImageVariants> {
  override get(): ImageVariants {
    return { src: '', width: 1, height: 1, avif: '', webp: '' };
  }
  override has(): boolean {
    return true;
  }
}

function compiled(files: Map<string, string>, official: ReadonlySet<string>): string[] {
  try {
    compileContent(files, 'content', new AnyPicture(), official);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message.split('\n');
  }
}

/** The folder a news item's date and type name ('2026-11-30-event'), '' until both are written. */
function newsFolder(data: Readonly<Record<string, unknown>>): string {
  const day = parsePublishDate(String(data.date ?? ''))?.day;
  return day && typeof data.type === 'string' && data.type ? `${day}-${data.type}` : '';
}

export function editorChecks(built: EditorSite): ContentChecks {
  // What this session published is added as it is saved (published): a news item may link to the
  // article published a minute ago, before any build has run.
  const site = { ...built, pages: [...built.pages], articles: { ...built.articles }, newsFolders: [...built.newsFolders] };
  // The content status to check for: the build's, until the page says another build's (checkAs).
  let verified = built.verified;
  /** The folder a new entry gets: a news item's is the first of 2026-11-30-event, …-event-2,
   *  …-event-3 not taken (as the page script saves it: src/client/admin-paths.ts). */
  const folderOf = (kind: EntryKind, data: Readonly<Record<string, unknown>>) => {
    if (kind === 'articles') return typeof data.id === 'number' || /^\d+$/.test(String(data.id ?? '')) ? `article-${data.id}` : '';
    if (kind !== 'news') return '';
    const base = newsFolder(data);
    if (!base) return '';
    let folder = base;
    for (let n = 2; site.newsFolders.includes(folder); n++) folder = `${base}-${n}`;
    return folder;
  };
  const pathOf = (kind: EntryKind, folder: string, data: Readonly<Record<string, unknown>>) => {
    if (kind === 'articles') return data.id === undefined || data.id === '' ? '' : `/blog/${data.id}`;
    if (kind === 'news') return folder ? `/news/${folder}` : '';
    if (kind === 'scams') return folder ? `/scams/${folder}` : '';
    return folder ? `/${folder}` : '';
  };

  return {
    folderOf,
    pathOf,

    addressNote(kind, folder, data) {
      if (kind !== 'news') return '';
      const base = newsFolder(data);
      if (!base) return '';
      if (!folder) {
        const free = folderOf(kind, data);
        return free === base ? '' : `/news/${base} is taken by another news item of this type on that day: this one will be saved as /news/${free}.`;
      }
      if (folder === base || new RegExp(`^${base}-\\d+$`).test(folder)) return '';
      return `The address stays /news/${folder}: changing the date or type of a saved item does not move it (links to it keep working). The list and the page show the new date.`;
    },

    published(path, text) {
      const m = /^content\/(articles|news|scams|legal)\/([^/]+)\/zh-TW\.md$/.exec(path);
      if (!m) return;
      const [, kind, folder] = m as unknown as [string, EntryKind, string];
      const id = /^id: *["']?(\d+)["']?\s*$/m.exec(text)?.[1];
      if (kind === 'articles' && id) site.articles[id] = folder;
      if (kind === 'news' && !site.newsFolders.includes(folder)) site.newsFolders.push(folder);
      const page = pathOf(kind, folder, id ? { id } : {});
      if (page && !site.pages.includes(page)) site.pages.push(page);
    },

    entry(kind, data: EntryData) {
      const folder = data.folder || folderOf(kind, data['zh-TW']) || 'new-entry';
      const neutral = neutralOf(kind);
      const optional = optionalOf(kind);
      const written: Record<EditorLocale, ReturnType<typeof markdownFile>> = {
        'zh-TW': markdownFile(data['zh-TW'], () => true, optional),
        en: markdownFile(data.en, (key) => !neutral.has(key), optional),
      };
      const files = new Map<string, string>();
      for (const locale of ['zh-TW', 'en'] as const) files.set(`${kind}/${folder}/${locale}.md`, written[locale].text);
      const problems: EntryProblem[] = [];
      const fields = new Set([...Object.keys(kinds[kind].neutral), ...Object.keys(kinds[kind].text), 'body']);
      const place = (message: string, warning?: true) => {
        const parts = messageParts(message);
        const locale = (/\/(zh-TW|en)\.md$/.exec(parts?.[1] ?? '')?.[1]) as EditorLocale | undefined;
        if (!parts || !locale) return;
        // The field a message names first ('type: is required') is the field, wherever the line.
        const named = /^([\w-]+): /.exec(parts[3]!)?.[1];
        const at = named && fields.has(named) ? { field: named } : written[locale].place(Number(parts[2]));
        const text = 'bodyLine' in at && at.bodyLine ? `line ${at.bodyLine}: ${parts[3]}` : withoutField(parts[3]!, at.field);
        problems.push({ ...(neutral.has(at.field) ? {} : { locale }), field: at.field, message: text, ...(warning ? { warning } : {}) });
      };
      // Every field of each language the schema refuses, then the entry as the build compiles it
      // (which names the first problem it meets; the ones already listed are not repeated). The
      // facts that name other entries are checked below against the site as built, as this entry
      // is compiled alone.
      const schemas: Record<EditorLocale, v.GenericSchema> = { 'zh-TW': baseSchema(kinds[kind]), en: translationSchema(kinds[kind]) };
      const nextId = 1 + Math.max(0, ...Object.keys(site.articles).map(Number));
      for (const locale of ['zh-TW', 'en'] as const) {
        for (const { field, message } of fieldProblems(schemas[locale], written[locale].text)) {
          // A new article's address: the next id free.
          const more = kind === 'articles' && field === 'id' && isBlank(data['zh-TW'].id) ? `: write ${nextId}, the next free id (the article's address: /blog/${nextId})` : '';
          problems.push({ ...(neutral.has(field) ? {} : { locale }), field, message: `${message}${more}` });
        }
      }
      const listed = new Set(problems.map((p) => `${p.locale ?? ''}:${p.field}`));
      // A language with nothing written yet is the fields above, not a file the build would see.
      const empty = (locale: EditorLocale) => Object.entries(locale === 'en' ? data.en : data['zh-TW']).every(([key, value]) => key === 'body' || isBlank(value));
      for (const message of compiled(files, new Set(site.official))) {
        if (/: (relatedArticles|scamTypes): there is no /.test(message)) continue;
        if (/frontmatter must be/.test(message) && (['zh-TW', 'en'] as const).some((l) => message.includes(`/${l}.md:`) && empty(l))) continue;
        const before = problems.length;
        place(message);
        const last = problems[before];
        if (last && listed.has(`${last.locale ?? ''}:${last.field}`)) problems.splice(before, 1);
      }
      const facts = data['zh-TW'];
      for (const id of (kind === 'scams' && Array.isArray(facts.relatedArticles) ? facts.relatedArticles : [])) {
        if (!site.articles[String(id)]) problems.push({ field: 'relatedArticles', message: `there is no article ${id}` });
      }
      for (const type of (kind === 'news' && Array.isArray(facts.scamTypes) ? facts.scamTypes : [])) {
        if (!site.pages.includes(`/scams/${type}`)) problems.push({ field: 'scamTypes', message: `there is no guide ${type}` });
      }
      if (kind === 'articles' && facts.id !== undefined) {
        const owner = site.articles[String(facts.id)];
        if (owner && owner !== folder) problems.push({ field: 'id', message: `id ${facts.id} is already used by the article in content/articles/${owner}/: the next free id is ${nextId}` });
      }
      const checked = checkContentFiles(files, { verified, retiredNames: site.retiredNames });
      for (const message of checked.errors) place(message);
      for (const message of checked.warnings) place(message, true);
      // Links name pages of the site as built, or this entry's own.
      const own = pathOf(kind, folder, facts);
      const index: SiteIndex = { pages: own ? [...site.pages, own] : site.pages, redirects: site.redirects };
      for (const [path, text] of files) for (const message of linkProblems(path, text, index)) place(message);
      return problems;
    },

    get status() {
      return verified ? 'verified' : 'sample';
    },

    checkAs(status) {
      verified = status === 'verified';
    },

    dataFile(file, data) {
      const text = stringify(data, { lineWidth: 0 });
      const problems: EntryProblem[] = [];
      try {
        compileOrganisation({ ...site.organisation, [file]: text }, { verified });
      } catch (error) {
        if (!(error instanceof OrganisationDataError)) throw error;
        problems.push(...error.problems.flatMap((message) => {
          const parts = messageParts(message);
          if (!parts || parts[1] !== `organisation/${file}`) return [];
          const field = /^[\w-]+/.exec(parts[3]!)?.[0] ?? '';
          return [{ field, message: parts[3]! }];
        }));
      }
      // Verified: every sample value left, on its field, with the entry and field inside it.
      if (verified) {
        for (const message of verifiedProblems(new Map([[`organisation/${file}`, text]]))) {
          const parts = messageParts(message);
          if (!parts) continue;
          const { key, where } = yamlPlace(text, Number(parts[2]));
          problems.push({ field: key, message: where ? `${where}: ${parts[3]!}` : parts[3]! });
        }
      }
      // A member taken off the team who is still named elsewhere (a note: the editor decides).
      if (file === 'team.yaml' && Array.isArray(data.members) && Array.isArray(data.departments)) {
        const built = parseYaml(site.organisation['team.yaml'] ?? '') as { members?: { name: Named }[] } | null;
        const identity = parseYaml(site.organisation['identity.yaml'] ?? '') as { board?: { name: Named }[] } | null;
        const places = { departments: data.departments as { name: Named; head: Named }[], board: identity?.board ?? [], authors: site.authors };
        for (const message of stillNamed(built?.members ?? [], data.members as { name: Named }[], places)) problems.push({ field: 'members', message, warning: true });
      }
      return problems;
    },

    saved(path, text) {
      const marker = (line: string) => sampleMarker.test(line) && !notSample.test(line);
      const lines = text.split('\n');
      if (!lines.some(marker)) return text;
      const without = lines.filter((line) => !marker(line)).join('\n');
      // Any sample value still in the file (a sample name, an example.org address) keeps the mark.
      return verifiedProblems(new Map([[path.replace(/^content\//, ''), without]])).length ? text : without;
    },

    body(markdown, pictures) {
      try {
        return { blocks: parseMarkdownFile('body', `---\nbody: true\n---\n${markdown}`, pictures).blocks };
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return { problem: error.message.replace(/^body:(\d+): /, (_m, line: string) => `line ${Number(line) - 3}: `) };
      }
    },

    dayText(isoDay, locale) {
      return formatDate(isoDay, locale);
    },

    publication(data, now) {
      const when = parsePublishDate(String(data.date ?? ''));
      if (data.draft === true) return 'Draft: not on the live site until you turn Draft off and publish';
      if (when && when.publishAt > now) return `Scheduled: on the live site from ${formatDateTime(when.publishAt, 'en')} (Taipei time), by itself`;
      return '';
    },
  };
}

/** The site as built, set by esbuild (scripts/build/cms/admin.ts). */
declare const EDITOR_SITE: EditorSite;
if (typeof EDITOR_SITE !== 'undefined') (globalThis as { contentChecks?: ContentChecks }).contentChecks = editorChecks(EDITOR_SITE);
