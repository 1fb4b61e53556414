// The web editor's preview pane (the eye icon) for articles, news items, guides and the legal
// pages: the entry as the site lays it out, in the site's colours, type and spacing (the preview
// stylesheet is made from design-tokens.ts: scripts/build/cms/admin.ts), both languages one after the
// other, the body read by the build's own Markdown parser (window.contentChecks). Above them: the
// entry's address, and where to open the real page: the site itself (after publishing; locally,
// once the save is built), or this draft's preview on the platform (docs/editing.md).
import type { ContentChecks, EditorLocale, PreviewBlock, PreviewInline } from './admin-checks.ts';
import { entryReport } from './admin-checks-widget.ts';

type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
interface Value {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}
interface Props {
  entry: Value;
  collection: Value;
  getAsset(path: string): unknown;
}
export interface PreviewLinks {
  /** The site's address (https://www.example.org, or the local site). */
  readonly site: string;
  /** The platform's preview of a draft saved in the editorial workflow, by the entry's branch; '' when there is none. */
  readonly draft: (collection: string, slug: string) => string;
}

const language: Record<EditorLocale, { readonly name: string; readonly lang: string; readonly prefix: string }> = {
  'zh-TW': { name: 'ZH-TW · 繁體中文', lang: 'zh-Hant-TW', prefix: '' },
  en: { name: 'EN · English', lang: 'en', prefix: '/en' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/** The entry's day as its page writes it (the site's own formatter, through the checks: 2026 年 11 月 29 日). */
function day(rules: ContentChecks, value: unknown, locale: EditorLocale): string {
  const m = /^\d{4}-\d{2}-\d{2}/.exec(text(value));
  return m ? rules.dayText(m[0], locale) : text(value);
}

export function registerPreviews(cms: { registerPreviewTemplate(name: string, component: unknown): void }, h: H, createClass: (spec: object) => unknown, checks: () => ContentChecks | undefined, links: PreviewLinks): void {
  const spans = (items: readonly PreviewInline[]): unknown[] => items.map((s, i) => {
    if (typeof s === 'string') return s;
    if (s.kind === 'link') {
      const external = s.href?.startsWith('https://');
      return h('a', { key: i, href: s.href?.startsWith('/') ? `${links.site}${s.href}` : s.href, target: '_blank', rel: 'noopener noreferrer' }, ...spans(s.children), external ? h('span', { className: 'host' }, ` (${new URL(s.href!).hostname.replace(/^www\./, '')})`) : null);
    }
    return h(s.kind, { key: i }, ...spans(s.children));
  });
  const blocks = (props: Props, items: readonly PreviewBlock[]) => items.map((b, i) => {
    if (b.kind === 'ul') return h('ul', { key: i }, ...b.items.map((item, j) => h('li', { key: j }, ...spans(item))));
    if (b.kind === 'img') return h('img', { key: i, src: String(props.getAsset(b.src) ?? b.src), alt: b.alt });
    // The page draws the reader's own place here; the preview says what will stand there.
    if (b.kind === 'report-here') return h('p', { key: i, className: 'placeholder' }, '{whereToReport}: where to report in the reader\'s place (their number first) / 讀者所在地的報案管道');
    return h(b.kind, { key: i }, ...spans(b.content));
  });

  const template = createClass({
    render(this: { props: Props }) {
      const { entry, collection } = this.props;
      const rules = checks();
      if (!rules) return h('p', null, 'Loading…');
      const kind = String(collection.get('name'));
      const facts = (entry.get('data') as Value | undefined)?.toJS() as Record<string, unknown> ?? {};
      const report = entryReport(rules, collection, entry);
      const slug = String(entry.get('slug') ?? '');
      const draftUrl = entry.get('newRecord') ? '' : links.draft(kind, slug);
      const pictures = kind === 'articles' || kind === 'news';
      // English: its own texts, and the facts written once on the left.
      const once = new Set<string>();
      (collection.get('fields') as { forEach(f: (field: Value) => void): void } | undefined)?.forEach((f) => { if (f.get('i18n') !== true) once.add(String(f.get('name'))); });
      const english = (entry.getIn(['i18n', 'en', 'data']) as Value | undefined)?.toJS() as Record<string, unknown> ?? {};
      const section = (locale: EditorLocale) => {
        const data = locale === 'zh-TW' ? facts : { ...Object.fromEntries(Object.entries(facts).filter(([key]) => once.has(key))), ...english };
        const body = rules.body(text(data.body), pictures);
        const lead = text(data.excerpt) || text(data.summary) || text(data.intro);
        const byline = [text(data.author) && `${text(data.author)}${text(data.authorTitle) ? ` · ${text(data.authorTitle)}` : ''}`, day(rules, data.date, locale)].filter(Boolean).join('　');
        return h('section', { lang: language[locale].lang, className: 'page', key: locale },
          h('p', { className: 'language' }, language[locale].name, report.path ? ` · ${language[locale].prefix}${report.path}` : ''),
          report.publication ? h('div', { className: 'banner' }, report.publication) : null,
          h('h1', null, text(data.title) || text(data.name) || '(no title yet)'),
          lead ? h('p', { className: 'lead' }, lead) : null,
          list(data.alsoCalled).length ? h('p', { className: 'byline' }, list(data.alsoCalled).join(locale === 'en' ? ', ' : '、')) : null,
          byline ? h('p', { className: 'byline' }, byline) : null,
          list(data.tags).length ? h('ul', { className: 'tags' }, ...list(data.tags).map((t, i) => h('li', { key: i }, t))) : null,
          'problem' in body
            ? h('p', { className: 'problem' }, `The body cannot be shown yet: ${body.problem}`)
            : h('div', { className: 'body' }, ...blocks(this.props, body.blocks)));
      };
      const open = report.path ? h('div', { className: 'open' },
        h('p', null, 'The real page: ', h('a', { href: `${links.site}${language.en.prefix}${report.path}`, target: '_blank', rel: 'noopener noreferrer' }, `${links.site}${language.en.prefix}${report.path}`), ' (once published; on your computer, a few seconds after you save)'),
        draftUrl ? h('p', null, 'This draft\'s preview, built by the platform a few minutes after each Save: ', h('a', { href: `${draftUrl}${language.en.prefix}${report.path}`, target: '_blank', rel: 'noopener noreferrer' }, `${draftUrl}${language.en.prefix}${report.path}`)) : null) : null;
      return h('div', null, open, section('zh-TW'), section('en'));
    },
  });
  for (const name of ['articles', 'news', 'scams', 'legal']) cms.registerPreviewTemplate(name, template);
}
