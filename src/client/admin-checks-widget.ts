// The "Checks" box at the top of every entry and data file in the web editor: what the build would
// say of it now (window.contentChecks: the build's own rules, scripts/build/cms/checks.ts), in plain
// words, each on its field and language, as the editor types; its address on the site, and
// whether it is a draft or scheduled. Publish waits until nothing the build refuses is left
// (style notes do not stop it). It checks both languages: Decap itself checks only the left one.
import { checksChanged, type ContentChecks, type EntryKind, type EntryProblem } from './admin-checks.ts';
import { folderOfPath } from './admin-paths.ts';
import type { Widgets } from './admin-picture.ts';

/** Decap's Immutable values, as far as this reads them. */
interface Value {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}
interface Props {
  getEntry(): Value;
  collection: Value;
  /** The pane's language: the box is in the left (zh-TW) pane only. */
  locale?: string;
}
interface Component {
  props: Props;
  timer?: ReturnType<typeof setInterval>;
  redraw?: () => void;
  seen?: Value;
  forceUpdate(): void;
}
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;

const entryKinds = new Set<string>(['articles', 'news', 'scams', 'legal']);

/** What the box shows of an entry: its problems, its address, when it goes public. */
export interface EntryReport {
  readonly problems: readonly EntryProblem[];
  readonly path: string;
  readonly publication: string;
  /** What to know of the address ('' for nothing): taken, so it gets another; kept after a date change. */
  readonly note: string;
}

const plain = (value: unknown) => (value && typeof (value as Value).toJS === 'function' ? (value as Value).toJS() : value ?? {}) as Record<string, unknown>;

/** The report of the entry being edited in `collection` ('' fields when this is no entry the build checks). */
export function entryReport(checks: ContentChecks, collection: Value, entry: Value): EntryReport {
  const name = String(collection.get('name'));
  const zhTW = plain(entry.get('data'));
  if (entryKinds.has(name)) {
    const kind = name as EntryKind;
    const folder = entry.get('newRecord') ? '' : folderOfPath(String(entry.get('path') ?? ''));
    const en = plain(entry.getIn(['i18n', 'en', 'data']));
    const problems = checks.entry(kind, { folder, 'zh-TW': zhTW, en });
    const path = checks.pathOf(kind, folder || checks.folderOf(kind, zhTW), zhTW);
    return { problems, path, publication: kind === 'articles' || kind === 'news' ? checks.publication(zhTW, Date.now()) : '', note: checks.addressNote(kind, folder, zhTW) };
  }
  if (name === 'organisation') {
    // The form still holds another file than the address names (Decap keeps it when only the
    // address changes; src/client/admin.ts loads the page afresh, unless that was refused).
    const slug = String(entry.get('slug'));
    const named = /^#\/collections\/organisation\/entries\/([^/?]+)/.exec(location.hash)?.[1];
    if (named && named !== slug) return { problems: [{ field: '', message: `this form still holds ${slug}.yaml, not ${named}.yaml that the address names: reload the page to open ${named}.yaml (nothing here is saved)` }], path: '', publication: '', note: '' };
    return { problems: checks.dataFile(`${slug}.yaml`, zhTW), path: '', publication: '', note: '' };
  }
  return { problems: [], path: '', publication: '', note: '' };
}

/** A field's label as the form shows it ('Author title'), by its name. */
function labelOf(collection: Value, slug: string, field: string): string {
  const top = field.replace(/[[.].*$/, '');
  const files = collection.get('files') as { find(f: (file: Value) => boolean): Value | undefined } | undefined;
  const fields = (files ? files.find((f) => f.get('name') === slug)?.get('fields') : collection.get('fields')) as { find(f: (x: Value) => boolean): Value | undefined } | undefined;
  const label = fields?.find((f) => f.get('name') === top)?.get('label');
  return typeof label === 'string' ? label : top || 'The entry';
}

const languages = { 'zh-TW': 'ZH-TW, left', en: 'EN, right' } as const;

/** One problem as the editor reads it: the field, its language, what to write. */
export function problemText(collection: Value, slug: string, problem: EntryProblem): string {
  const where = `${labelOf(collection, slug, problem.field)}${problem.locale ? ` (${languages[problem.locale]})` : ''}`;
  return `${where}: ${problem.message}`;
}

const box = (color: string) => ({ margin: '0 0 8px', padding: '12px 16px', borderRadius: '5px', borderLeft: `5px solid ${color}`, background: '#fff', color: '#313d3e', font: 'inherit', fontSize: '14px', lineHeight: '1.5' });

export function registerChecks(cms: Widgets, h: H, createClass: (spec: object) => unknown, checks: () => ContentChecks | undefined): void {
  const report = (props: Props) => {
    const rules = checks();
    return rules ? entryReport(rules, props.collection, props.getEntry()) : undefined;
  };
  const control = createClass({
    // Decap renders a control again only when its own value changes; this one has none, so it
    // looks at the entry a few times a second and redraws when the entry changed.
    componentDidMount(this: Component) {
      if (this.props.locale === 'en') return;
      this.timer = setInterval(() => {
        const entry = this.props.getEntry();
        if (entry !== this.seen) this.forceUpdate();
      }, 500);
      // What the checks know of the site changed (an entry published, a build finished), or the
      // address names another file than the form holds.
      this.redraw = () => this.forceUpdate();
      addEventListener(checksChanged, this.redraw);
      addEventListener('hashchange', this.redraw);
    },
    componentWillUnmount(this: Component) {
      clearInterval(this.timer);
      if (this.redraw) {
        removeEventListener(checksChanged, this.redraw);
        removeEventListener('hashchange', this.redraw);
      }
    },
    shouldComponentUpdate() { return false; },
    // The field is "required" so the form shows no "(optional)" beside it: it is never empty.
    getValidateValue() { return 'checked'; },
    // Publish checks every field's control; this one speaks for both languages.
    isValid(this: Component) {
      const errors = report(this.props)?.problems.filter((p) => !p.warning) ?? [];
      return errors.length ? { error: { type: 'CUSTOM', message: `${errors.length === 1 ? 'One problem' : `${errors.length} problems`} under "Checks" above must be fixed before you publish.` } } : true;
    },
    render(this: Component) {
      if (this.props.locale === 'en') return null;
      const entry = this.props.getEntry();
      this.seen = entry;
      const result = report(this.props);
      if (!result) return h('div', { style: box('#9aa9c7') }, 'The checks are loading…');
      const slug = String(entry.get('slug') ?? '');
      const errors = result.problems.filter((p) => !p.warning);
      const notes = result.problems.filter((p) => p.warning);
      const list = (items: readonly EntryProblem[], color: string) => h('ul', { style: { margin: '4px 0 0', paddingLeft: '20px' } },
        ...items.map((p, i) => h('li', { key: i, style: { color } }, problemText(this.props.collection, slug, p))));
      const status = checks()?.status;
      return h('div', { role: 'status', 'data-checks': errors.length ? 'errors' : notes.length ? 'notes' : 'clean', style: box(errors.length ? '#b00020' : notes.length ? '#b26a00' : '#1e7e34') },
        h('p', { 'data-content-status': status, style: { margin: '0 0 4px', fontSize: '13px', color: '#5b6770' } }, status === 'verified'
          ? 'Checked as verified content (CONTENT_STATUS "verified"): every sample value is refused.'
          : 'Checked as sample content (CONTENT_STATUS "sample"): sample values are allowed, and the site marks them as samples.'),
        result.path ? h('p', { style: { margin: '0 0 4px' } }, 'Address on the site: ', h('strong', null, result.path)) : null,
        result.note ? h('p', { 'data-address-note': '', style: { margin: '0 0 4px' } }, result.note) : null,
        result.publication ? h('p', { style: { margin: '0 0 4px', fontWeight: '600' } }, result.publication) : null,
        errors.length
          ? h('div', null, h('strong', { style: { color: '#b00020' } }, `${errors.length === 1 ? 'One problem' : `${errors.length} problems`} to fix before you publish (the build would stop on ${errors.length === 1 ? 'it' : 'them'}):`), list(errors, '#b00020'))
          : h('p', { style: { margin: 0, color: '#1e7e34', fontWeight: '600' } }, '✓ Nothing the build would refuse.'),
        notes.length ? h('div', { style: { marginTop: '8px' } }, h('strong', { style: { color: '#8a5300' } }, `Style notes (the site still builds; fix when you can) (${notes.length}):`), list(notes, '#6b4100')) : null);
    },
  });
  cms.registerWidget('checks', control, () => null);
}
