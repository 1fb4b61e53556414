// What the web editor asks of the build's own rules (scripts/build/cms/checks.ts, bundled for the browser
// as its own script): the problems of the entry or data file being edited, each in plain words and
// placed on a field. The page script reads the bundle from `window.contentChecks`.

export type EditorLocale = 'zh-TW' | 'en';

/** The window's event when what the checks know of the site changed (an entry was published, a
 *  build finished): the Checks box says again what it finds. */
export const checksChanged = 'content-checks-changed';

/** An article's or news item's mark in the editor's lists, from ContentChecks.publication. */
export const listMark = (publication: string) => (publication.startsWith('Draft') ? 'DRAFT · ' : publication.startsWith('Scheduled') ? 'SCHEDULED · ' : '');

export interface EntryProblem {
  /** The language the problem is in; none: a fact written once. */
  readonly locale?: EditorLocale;
  /** The field it is in (`body` for the text), or '' for the entry as a whole. */
  readonly field: string;
  /** What is wrong and what to write, as the build says it (without the file). */
  readonly message: string;
  /** A style note: the site still builds. */
  readonly warning?: true;
}

/** The kinds of Markdown entry the editor has, by collection name. */
export type EntryKind = 'articles' | 'news' | 'scams' | 'legal';

export interface EntryData {
  /** The entry's folder under content/<kind>/ ('' for a new entry: made from its fields). */
  readonly folder: string;
  /** Each language's fields as the editor holds them, the body under `body`. */
  readonly 'zh-TW': Readonly<Record<string, unknown>>;
  readonly en: Readonly<Record<string, unknown>>;
}

export interface ContentChecks {
  /** The content status checked for: "verified" refuses every sample value, as the build does then. */
  readonly status: 'sample' | 'verified';
  /** Checks for this status from now on: the one the last local build checked for (`npm run cms`),
   *  so the Checks box and the build's note agree. */
  checkAs(status: 'sample' | 'verified'): void;
  /** Every problem the build would find in this article, news item, guide or legal page. */
  entry(kind: EntryKind, data: EntryData): EntryProblem[];
  /** Every problem the build would find in this data file (`team.yaml`) with these values. */
  dataFile(file: string, data: Readonly<Record<string, unknown>>): EntryProblem[];
  /** The folder (and so the address) a new entry of this kind gets from its fields; '' when they do not name one yet. */
  folderOf(kind: EntryKind, data: Readonly<Record<string, unknown>>): string;
  /** What the Checks box says of the address beside it ('' for nothing): a new news item's
   *  address taken by another (it gets …-2), a saved one whose date no longer names its folder. */
  addressNote(kind: EntryKind, folder: string, data: Readonly<Record<string, unknown>>): string;
  /** Adds an entry just published (its zh-TW.md's path in the repository and its text) to what the
   *  checks know of the site: its address may be linked to at once. */
  published(path: string, text: string): void;
  /** The site path of an entry in this folder ('/blog/9'), or '' for a kind with none of its own. */
  pathOf(kind: EntryKind, folder: string, data: Readonly<Record<string, unknown>>): string;
  /** A YYYY-MM-DD day as the site's pages write it in this language (src/site/format.ts). */
  dayText(isoDay: string, locale: EditorLocale): string;
  /** When the entry goes public, in words, if not now: 'Scheduled: …', 'Draft: …'; '' if it is public. */
  publication(data: Readonly<Record<string, unknown>>, now: number): string;
  /** A file's text as the editor saves it (`path` in the repository): a comment marking it as
   *  sample data goes once the file holds no sample value any more. */
  saved(path: string, text: string): string;
  /** A body as the site shows it (blocks of src/content/body.ts, pictures by file name), or why it cannot be shown. */
  body(markdown: string, pictures: boolean): { readonly blocks: readonly PreviewBlock[] } | { readonly problem: string };
}

/** A run of text of a body (src/content/body.ts's Inline). */
export type PreviewInline = string | { readonly kind: 'em' | 'strong' | 'link'; readonly href?: string; readonly children: readonly PreviewInline[] };
/** A block of a body (src/content/body.ts's Block; a picture by its file name). */
export type PreviewBlock =
  | { readonly kind: 'p' | 'h2' | 'h3'; readonly content: readonly PreviewInline[] }
  | { readonly kind: 'ul'; readonly items: readonly (readonly PreviewInline[])[] }
  | { readonly kind: 'img'; readonly alt: string; readonly src: string }
  | { readonly kind: 'report-here' };

declare global {
  interface Window {
    contentChecks?: ContentChecks;
  }
}
