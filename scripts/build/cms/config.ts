// The web editor's config.yml (Decap CMS, served at /admin), made at build from the build's own
// schemas (scripts/build/cms/fields.ts): the Markdown entries (articles, news, scam guides, the legal
// pages) with zh-TW and en side by side, the organisation's data files, and the readers'
// vocabulary for search (scripts/build/search/vocabulary-schema.ts). Nothing here repeats a
// field, a choice or a limit: those come from scripts/build/content/schema.ts and
// scripts/build/organisation/schema.ts. What depends on the deploy (the repository and branch, the
// sign-in, the site's address, `npm run cms`'s local backend) is not here: the worker hands it to
// the page from its vars (decapSettings, src/http/editor-origin.ts), and Decap merges the two.
import { stringify } from 'yaml';
import en from '../../../src/i18n/en/index.ts';
import zhTW from '../../../src/i18n/zh-TW/index.ts';
import { articleSchema, legalSchema, newsSchema, scamSchema, type KindSchema } from '../content/schema.ts';
import { collectionLabels } from './by-entry.ts';
import { fieldsOf, type CmsField } from './fields.ts';
import { organisationFiles } from '../organisation/schema.ts';
import { vocabularyFile, vocabularySchema, wordsHint } from '../search/vocabulary-schema.ts';
import type * as v from 'valibot';

/** The languages an editor writes; zh-CN is made by the build and never asked for. */
const locales = ['zh-TW', 'en'];

/** Shown under the body, where Decap reads hints as Markdown: hence the backslashes. */
const bodyHint = '\\## heading, \\### subheading, - list item, \\[text](/report), \\*emphasis\\*, \\*\\*strong\\*\\* (docs/editing.md)';

/** The body of an article or news item: Markdown with pictures ("Add a picture", src/client/admin-picture.ts),
 *  never one without its alt text (the build stops on it: scripts/build/read/markdown.ts). */
const bodyWithPictures: CmsField = {
  name: 'body', label: 'Body', widget: 'body', i18n: true, modes: ['raw'],
  hint: `${bodyHint}; a picture: "Add a picture…" below`,
  pattern: ['^(?![\\s\\S]*!\\[\\s*\\]\\()[\\s\\S]*$', 'a picture needs its alt text: say what it shows between the brackets, ![a phone showing a fake bank message](photo.png)'],
};

/** The "Checks" box at the top of each entry and data file: what the build would say of it, as
 *  it is typed (src/client/admin-checks-widget.ts). Never saved: it has no value. */
const checksField: CmsField = { name: 'checks', label: 'Checks', widget: 'checks', i18n: 'none' };

/** A Markdown kind's fields: facts written once in zh-TW.md, texts in both, then the body. */
function kindFields(kind: KindSchema, pictures: boolean): CmsField[] {
  return [
    checksField,
    ...fieldsOf(kind.text).map((f) => ({ ...f, i18n: true })),
    ...fieldsOf(kind.neutral),
    pictures ? bodyWithPictures : { name: 'body', label: 'Body', widget: 'markdown', i18n: true, modes: ['raw'], hint: bodyHint },
  ];
}

/**
 * A folder of entries, each a folder with zh-TW.md and en.md. Decap writes i18n files as
 * <name>.<locale>.md: the folder is <slug>/index, and the page's backend wrapper
 * (src/client/admin.ts) reads and writes index.zh-TW.md as zh-TW.md.
 */
function entries(name: string, label: string, kind: KindSchema, more: Record<string, unknown>) {
  const pictures = name === 'articles' || name === 'news';
  return {
    name, label, folder: `content/${name}`, path: '{{slug}}/index', extension: 'md', format: 'frontmatter',
    i18n: true, create: false, delete: false,
    // A picture is a file beside the entry's Markdown, written in it by its bare name (photo.png).
    ...(pictures ? { media_folder: '', public_folder: '' } : {}),
    fields: named(kindFields(kind, pictures)), ...more,
  };
}

/** The readers' vocabulary for search (content/search/vocabulary.yaml): its concepts as a list, each
 *  concept's words in a line per list, comma-separated (Decap's list widget without a field), as
 *  the file's own comment explains them. */
function searchVocabulary() {
  const shaped = (field: CmsField): CmsField => (field.name === 'words'
    ? { ...field, fields: (field.fields as CmsField[]).map(({ field: _one, ...list }) => ({ ...list, hint: wordsHint })) }
    : field.name === 'pages' ? { ...field, label_singular: 'page' } : field);
  const [concepts] = fieldsOf(vocabularySchema.entries);
  const list = { ...concepts!, label: 'Concepts', label_singular: 'concept', summary: '{{fields.id}}', fields: (concepts!.fields as CmsField[]).map(shaped) };
  return {
    name: 'search', label: 'Search vocabulary', editor: { preview: false },
    files: [{ name: 'vocabulary', label: 'What readers type (search vocabulary)', file: vocabularyFile, format: 'yaml', fields: [list] }],
  };
}

const regions = new Intl.DisplayNames('en', { type: 'region' });

/** What a choice is called in the form: the site's own names for a category or a news type, a
 *  country's name beside its code; the value saved is the code. */
function optionLabel(value: string): string {
  const category = (en.blog.categories as Record<string, string>)[value];
  if (category) return `${category} · ${(zhTW.blog.categories as Record<string, string>)[value]}`;
  const type = (en.news.types as Record<string, string>)[value];
  if (type) return `${type} · ${(zhTW.news.types as Record<string, string>)[value]}`;
  if (/^[A-Z]{2}$/.test(value)) return `${value} · ${regions.of(value) ?? value}`;
  return value;
}

/** Every select of `fields` with its choices named (optionLabel), and every list's items named by
 *  their name or title (not "Map { … }"), one at a time ("1 tag", not "1 tags"). */
function named(fields: readonly CmsField[]): CmsField[] {
  return fields.map((field) => {
    const out: CmsField = { ...field };
    if (field.widget === 'select' && Array.isArray(field.options)) out.options = (field.options as string[]).map((value) => ({ label: optionLabel(String(value)), value }));
    if (Array.isArray(field.fields)) out.fields = named(field.fields as CmsField[]);
    if (field.field) out.field = named([field.field as CmsField])[0];
    if (field.widget === 'list') {
      out.label_singular ??= field.label.toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
      const names = (out.fields as CmsField[] | undefined)?.map((f) => f.name) ?? [];
      const sub = (name: string) => (out.fields as CmsField[]).find((f) => f.name === name);
      const titled = ['name', 'title', 'label', 'role', 'type', 'id'].find((n) => names.includes(n));
      if (titled) out.summary = sub(titled)?.widget === 'object' ? `{{fields.${titled}.en}}` : `{{fields.${titled}}}`;
      if (!out.fields) out.collapsed = false;
    }
    return out;
  });
}

/** The page where each data file shows most ("View Live"). */
const organisationPages: Readonly<Record<string, string>> = {
  'team.yaml': 'team', 'partners.yaml': 'partners', 'cases.yaml': 'cases', 'about.yaml': 'about', 'figures.yaml': '',
  'contact.yaml': 'how-we-work', 'identity.yaml': 'verify', 'fees.yaml': 'how-we-work', 'careers.yaml': 'careers',
};

/** The config for the web editor (Decap CMS 3), as YAML. */
export function cmsConfig(organisationSchemas: Readonly<Record<string, v.GenericSchema>>): string {
  const organisation = {
    name: 'organisation', label: collectionLabels.organisation!, editor: { preview: false },
    files: organisationFiles.map((file) => {
      const schema = organisationSchemas[file] as unknown as { entries: v.ObjectEntries };
      return { name: file.replace('.yaml', ''), label: file, file: `content/organisation/${file}`, format: 'yaml', preview_path: organisationPages[file], fields: [checksField, ...named(fieldsOf(schema.entries))] };
    }),
  };
  const config = {
    backend: {
      name: 'github',
      commit_messages: {
        create: 'Add {{collection}} “{{slug}}” (web editor)',
        update: 'Edit {{collection}} “{{slug}}” (web editor)',
        delete: 'Delete {{collection}} “{{slug}}” (web editor)',
        uploadMedia: 'Add image {{path}} (web editor)',
        deleteMedia: 'Delete image {{path}} (web editor)',
      },
    },
    // Each entry saved is a draft on a branch of its own (cms/<collection>/<slug>) with a pull
    // request, built by the platform as a preview (docs/operating.md), until it is published:
    // nothing reaches the deployed branch before. `npm run cms` writes the files at once instead
    // (its page sets publish_mode: simple: src/http/editor-origin.ts).
    publish_mode: 'editorial_workflow',
    // The site's own media live beside each entry (collection-level media_folder: '').
    media_folder: 'content/media',
    // Uploaded files named as the build takes them (lower case, ASCII letters, digits and -).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales, default_locale: 'zh-TW' },
    collections: [
      // The lists mark drafts and entries scheduled for later ({{listStatus}}: src/client/admin.ts).
      // preview_path: the entry's page, for "View Live" (the site) and "View Preview" (a draft's
      // preview: src/client/admin.ts).
      entries('articles', collectionLabels.articles!, articleSchema, { label_singular: 'Article', create: true, delete: true, slug: 'article-{{id}}', summary: '{{listStatus}}{{id}} · {{title}} ({{date}})', sortable_fields: ['date', 'id', 'title'], preview_path: 'blog/{{id}}' }),
      // The day as the Date field writes it (Taipei time unless it names a zone), then the type:
      // "2026-11-30 09:00" -> 2026-11-30-event. A second item of that type on that day is saved
      // as 2026-11-30-event-2 (src/client/admin-paths.ts).
      entries('news', collectionLabels.news!, newsSchema, { label_singular: 'News item', create: true, delete: true, slug: "{{fields.date | truncate(10, ' ')}}-{{type}}", summary: '{{listStatus}}{{title}} ({{date}})', sortable_fields: ['date', 'title'], preview_path: 'news/{{dirname}}' }),
      entries('scams', collectionLabels.scams!, scamSchema, { summary: '{{name}}', identifier_field: 'name', preview_path: 'scams/{{dirname}}' }),
      entries('legal', collectionLabels.legal!, legalSchema, { preview_path: '{{dirname}}' }),
      organisation,
      searchVocabulary(),
    ],
  };
  return `# Made by npm run build from the content schemas (scripts/build/cms/config.ts). Do not edit.\n${stringify(config, { lineWidth: 0, aliasDuplicateObjects: false })}`;
}
