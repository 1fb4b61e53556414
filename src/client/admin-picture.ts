// The body field of articles and news in the web editor: Decap's Markdown editor (plain Markdown,
// docs/decisions.md) with an "Add a picture" panel under it. Decap's raw Markdown mode has no image
// button, so the panel opens Decap's media library (the entry's own folder: media_folder ''),
// asks what the picture shows, and only then writes `![what it shows](photo.png)` on a line of its
// own below the line the cursor was on: the one form the build accepts (scripts/build/read/markdown.ts).

/** The build's rule for a picture's file name (scripts/build/read/markdown.ts), set by esbuild. */
declare const IMAGE_NAME: string;
const imageName = new RegExp(IMAGE_NAME, 'i');

type Props = Record<string, unknown> & {
  value?: string;
  onChange(value: string): void;
  forID: string;
  field: { get(key: string): unknown };
  mediaPaths: { get(id: string): unknown };
  onOpenMediaLibrary(options: Record<string, unknown>): void;
  onRemoveInsertedMedia(id: string): void;
  onRemoveMediaControl(id: string): void;
  getAsset(path: string, field: unknown): unknown;
  getEntry?: () => { get(key: 'i18n'): { forEach(f: (data: { getIn(path: string[]): unknown }, locale: string) => void): void } | undefined } | undefined;
  isLoadingAsset?: boolean;
  locale?: string;
};
interface State { picked: string; alt: string; problem: string; remount: number }
interface Component {
  props: Props;
  state: State;
  controlID: string;
  cursorLine: number;
  retries: number;
  forceUpdate(): void;
  setState(state: Partial<State>): void;
}
type H = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => unknown;
export interface Widgets {
  getWidget(name: string): { control: unknown; preview: unknown; schema?: unknown } | undefined;
  registerWidget(name: string, control: unknown, preview: unknown, schema?: unknown): void;
}

/** Why the build would refuse this picture's name, in words an editor can act on; '' if it takes it. */
export function nameProblem(path: string): string {
  if (imageName.test(path)) return '';
  if (!imageName.test(`x${path.slice(path.lastIndexOf('.'))}`)) return `"${path}" is not a kind of picture the site shows (.jpg, .png, .webp or .avif): save it as .jpg or .png on your computer, then add it again.`;
  return `"${path}" is not a name the site takes: rename the file on your computer with letters, digits and - only (phone-message.png), then add it again.`;
}

/** `value` with `line` added as a paragraph of its own after line `after` (-1: at the end). */
export function withLine(value: string, line: string, after: number): string {
  const lines = value === '' ? [] : value.split('\n');
  const at = after < 0 || after >= lines.length ? lines.length : after + 1;
  const before = lines.slice(0, at);
  const rest = lines.slice(at);
  const block = [...(before.length && before.at(-1) !== '' ? [''] : []), line, ...(rest.length && rest[0] !== '' ? [''] : [])];
  return [...before, ...block, ...rest].join('\n');
}

/** The alt text as Markdown writes it: on one line, its brackets escaped. */
const altText = (alt: string) => alt.replace(/\s+/g, ' ').trim().replace(/([\\[\]])/g, '\\$1');

/** The index of the raw editor's line holding the selection inside `root`, or -1. */
function selectedLine(root: HTMLElement | null): number {
  const node = getSelection()?.anchorNode;
  if (!root || !node || !root.contains(node)) return -1;
  const element = (node instanceof Element ? node : node.parentElement)?.closest('[data-slate-node="element"]');
  return element?.parentElement ? [...element.parentElement.children].indexOf(element) : -1;
}

/** Uploads, before Decap reads them: a kind of picture the site does not show is stopped with what
 *  to do (Decap would keep it as a draft and commit it with the entry); and since Decap keeps a
 *  name's ASCII letters and digits only (config `slug`), a name with none (照片.png, which would
 *  become ".png") is renamed picture-<date>-<time>. */
function checkUploads(): void {
  document.addEventListener('change', (e) => {
    const input = e.target;
    if (!(input instanceof HTMLInputElement) || input.type !== 'file' || !input.files?.length) return;
    const stem = (name: string) => name.replace(/\.[^.]*$/, '');
    const files = [...input.files];
    const refused = files.find((f) => !imageName.test(`x${f.name.slice(stem(f.name).length)}`));
    if (refused) {
      e.stopImmediatePropagation();
      input.value = '';
      alert(nameProblem(refused.name));
      return;
    }
    if (files.every((f) => /[a-z0-9]/i.test(stem(f.name)))) return;
    const stamp = new Date().toISOString().slice(0, 19).replace(/:/g, '').replace('T', '-').replace(/-(\d\d)-(\d\d)-/, '$1$2-');
    const renamed = new DataTransfer();
    files.forEach((f, i) => renamed.items.add(/[a-z0-9]/i.test(stem(f.name)) ? f : new File([f], `picture-${stamp}${i ? `-${i}` : ''}${f.name.slice(stem(f.name).length)}`, { type: f.type, lastModified: f.lastModified })));
    input.files = renamed.files;
  }, true);
}

/** A picture line with no alt text (the build stops on it). */
const emptyAlt = /!\[\s*\]\(/;

/** Pictures chosen and not yet inserted, by panel (either side of the editor). */
const pending = new Map<string, string>();

const button = (background: string, color = '#313d3e') => ({ margin: '0 8px 0 0', padding: '6px 14px', borderRadius: '5px', border: '0', font: 'inherit', fontSize: '14px', cursor: 'pointer', background, color });

export function registerBody(cms: Widgets, h: H, createClass: (spec: object) => unknown): void {
  const markdown = cms.getWidget('markdown')!;
  const control = createClass({
    getInitialState(): State { return { picked: '', alt: '', problem: '', remount: 0 }; },
    UNSAFE_componentWillMount(this: Component) { this.controlID = crypto.randomUUID(); this.cursorLine = -1; },
    componentWillUnmount(this: Component) { pending.delete(this.controlID); this.props.onRemoveMediaControl(this.controlID); },
    // Decap re-renders a control only when its value changes unless the control says otherwise
    // (it calls this with the props alone): the media library's answer comes in `mediaPaths`.
    shouldComponentUpdate(this: Component, next: Props, nextState?: State) {
      return (nextState !== undefined && nextState !== this.state) || next.value !== this.props.value || next.mediaPaths !== this.props.mediaPaths || next.isLoadingAsset !== this.props.isLoadingAsset;
    },
    componentDidUpdate(this: Component) {
      const path = this.props.mediaPaths.get(this.controlID);
      if (typeof path !== 'string' || !path) return;
      this.props.onRemoveInsertedMedia(this.controlID);
      pending.set(this.controlID, `${path} (${this.props.locale ?? 'zh-TW'})`);
      this.retries = 0;
      this.setState({ picked: path, problem: nameProblem(path) });
    },
    // Publish checks the left (zh-TW) side's fields only, so its body speaks for both sides: a
    // picture chosen and not yet in either text, or a picture line of the English body with no
    // alt text, stops Publish with what to do.
    isValid(this: Component) {
      const problems = [...new Set(pending.values())].map((file) => `The picture ${file} is not in that side's text yet: write what it shows in the box under its body and choose "Insert picture" (or "Cancel").`);
      const others = this.props.getEntry?.()?.get('i18n');
      others?.forEach((data, locale) => {
        const body = data.getIn(['data', this.props.field.get('name') as string]);
        if (typeof body === 'string' && emptyAlt.test(body)) problems.push(`The ${locale} body has a picture with nothing between its brackets: say what it shows, ![a phone showing a fake bank message](photo.png).`);
      });
      return problems.length ? { error: { type: 'CUSTOM', message: problems.join(' ') } } : true;
    },
    render(this: Component) {
      const { picked, alt, problem } = this.state;
      const props = this.props;
      // The line the cursor is on, kept while the editor clicks the panel's buttons.
      const remember = (e: Event) => { const line = selectedLine(e.currentTarget as HTMLElement); if (line >= 0) this.cursorLine = line; };
      const choose = () => props.onOpenMediaLibrary({ controlID: this.controlID, forImage: true, privateUpload: false, value: '', allowMultiple: false, field: props.field });
      const cancel = () => { pending.delete(this.controlID); this.setState({ picked: '', alt: '', problem: '' }); };
      const insert = () => {
        if (problem || !alt.trim()) return;
        props.onChange(withLine(props.value ?? '', `![${altText(alt)}](${picked})`, this.cursorLine));
        this.cursorLine = -1;
        pending.delete(this.controlID);
        this.setState({ picked: '', alt: '', problem: '', remount: this.state.remount + 1 });
      };
      const altId = `${props.forID}-picture-alt`;
      const language = props.locale === 'en'
        ? { name: 'English', example: 'A phone showing a text message that claims to be from a bank' }
        : { name: 'Chinese (the zh-TW side)', example: '手機簡訊自稱銀行，要您點連結' };
      // A picture already in the folder loads in the background (Decap hands out its empty.svg
      // meanwhile): look again until it is there.
      const asset = picked ? props.getAsset(picked, props.field) as { path?: string } | undefined : undefined;
      const src = asset && asset.path !== 'empty.svg' ? String(asset) : '';
      if (picked && !src && this.retries++ < 40) setTimeout(() => this.forceUpdate(), 250);
      const panel = picked
        ? h('div', { style: { display: 'flex', gap: '16px', alignItems: 'flex-start', padding: '12px', marginTop: '8px', background: '#eff0f4', borderRadius: '5px' } },
          src && h('img', { src, alt: '', style: { width: '120px', maxHeight: '120px', objectFit: 'contain', background: '#fff' } }),
          h('div', { style: { flex: '1' } },
            problem
              ? h('p', { role: 'alert', style: { margin: '0 0 8px', color: '#b00020' } }, problem)
              : [
                h('label', { key: 'l', htmlFor: altId, style: { display: 'block', fontWeight: '600', marginBottom: '4px', color: '#313d3e' } }, `What the picture shows (${picked}), in ${language.name}: required`),
                h('input', {
                  key: 'i', id: altId, type: 'text', value: alt, placeholder: language.example, autoFocus: true,
                  style: { width: '100%', boxSizing: 'border-box', padding: '6px 8px', font: 'inherit', border: '1px solid #ccc', borderRadius: '4px' },
                  onChange: (e: Event) => this.setState({ alt: (e.target as HTMLInputElement).value }),
                }),
                h('p', { key: 'p', style: { margin: '4px 0 8px', fontSize: '13px', color: '#555' } }, 'It goes in its own paragraph below the line your cursor was on; move the line if you like.'),
              ],
            problem ? null : h('button', { type: 'button', disabled: !alt.trim(), onClick: insert, style: button(alt.trim() ? '#3a69c7' : '#9aa9c7', '#fff') }, 'Insert picture'),
            h('button', { type: 'button', onClick: cancel, style: button('#dfdfe3') }, 'Cancel')))
        : h('div', { style: { marginTop: '8px' } },
          h('button', { type: 'button', onClick: choose, style: button('#dfdfe3') }, 'Add a picture…'));
      return h('div', { onKeyUp: remember, onMouseUp: remember },
        h(markdown.control, { ...props, key: this.state.remount }),
        panel);
    },
  });
  cms.registerWidget('body', control, markdown.preview, markdown.schema);
  checkUploads();
}
