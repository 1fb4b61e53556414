// The web editor's page script (/admin only; loaded before Decap CMS, which it then starts).
// Decap writes an entry's languages as <name>.<locale>.md; this site keeps them as zh-TW.md and
// en.md in the entry's folder. So the two Git backends the editor uses (GitHub in production,
// decap-server locally) are wrapped: Decap's index.zh-TW.md is the repository's zh-TW.md both
// ways, and the zh-CN.md the build derives is never listed, read or asked for. It also adds the
// body field's "Add a picture" panel (admin-picture.ts), the "Checks" box (admin-checks-widget.ts),
// and hands Decap what the worker says of
// this deploy (the repository, the sign-in, the local backend: #cms-settings, merged by Decap
// into config.yml).
import { registerBody, type Widgets } from './admin-picture.ts';
import { registerChecks } from './admin-checks-widget.ts';
import { registerPreviews } from './admin-preview.ts';
import { previewName } from './admin-paths.ts';
import { showBuildStatus } from './admin-status.ts';

/** The preview pane's stylesheet, made from the site's design tokens (scripts/build/cms/admin.ts). */
declare const PREVIEW_STYLE: string;
import { movedFolder, toEditor, toRepo } from './admin-paths.ts';
import { keepFormat } from './admin-save.ts';
import { checksChanged, listMark } from './admin-checks.ts';
import { keepPublished } from './admin-store.ts';

interface EntryFile { path: string }
interface Entry { file: EntryFile; data?: unknown }
interface DataFile { path: string; newPath?: string; raw: string }
interface Asset { path: string }
type Implementation = Record<string, unknown>;
interface Registry extends Widgets {
  getBackend(name: string): { init: (...args: unknown[]) => Implementation } | undefined;
  init(options: { config: object }): void;
  registerPreviewStyle(style: string, options: { raw: boolean }): void;
  getLocale(name: string): Phrases | undefined;
  registerLocale(name: string, phrases: Phrases): void;
}
interface Phrases { readonly [key: string]: Phrases | string }

const derived = (path: string) => /\/zh-CN\.md$/.test(path);

/** A listed article's or news item's status, for the list's summary (config.yml: {{listStatus}}):
 *  'DRAFT · ' or 'SCHEDULED · ', written into its frontmatter as the list reads it, and taken out
 *  again before any save (unmarked, below). An entry read alone is marked too: after a save Decap
 *  reads the entry again and lists it as read (getEntry), so it is listed with its mark at once. */
const statusKey = 'listStatus';
const statusOf = (data: Readonly<Record<string, unknown>>) => listMark(window.contentChecks?.publication({ date: data.date, draft: data.draft === true }, Date.now()) ?? '');
const listed = new Set(['articles', 'news']);
// An entry just published is the store's entry as published, its mark worked out again (admin-store.ts).
keepPublished((collection, data) => (listed.has(collection) ? statusOf(data) : undefined));
function marked(entry: Entry): Entry {
  if (typeof entry.data !== 'string' || !/^content\/(articles|news)\/[^/]+\/zh-TW\.md$/.test(entry.file.path)) return entry;
  const value = (key: string) => new RegExp(`^${key}: *["']?([^"'\n]*)["']?\\s*$`, 'm').exec(entry.data as string)?.[1]?.trim();
  const status = statusOf({ date: value('date'), draft: value('draft') === 'true' });
  return { ...entry, data: (entry.data as string).replace(/^---\n/, `---\n${statusKey}: "${status}"\n`) };
}
const unmarked = (raw: string) => raw.replace(new RegExp(`^${statusKey}: .*\n`, 'm'), '');

/** Entries as Decap should see them: renamed, the derived language left out, drafts and
 *  scheduled ones marked for the list; the backend's own marks on the list (its paging cursor) kept. */
function shown<T extends readonly Entry[]>(list: T): T {
  const out = list.filter((e) => !derived(e.file.path)).map(marked).map((e) => ({ ...e, file: { ...e.file, path: toEditor(e.file.path) } }));
  for (const key of Object.getOwnPropertySymbols(list)) (out as unknown as Record<symbol, unknown>)[key] = (list as unknown as Record<symbol, unknown>)[key];
  return out as unknown as T;
}

const renamed = (file: DataFile) => ({ ...file, path: toRepo(file.path), ...(file.newPath ? { newPath: toRepo(file.newPath) } : {}) });

/** Each file's text as last read, by its path in the repository: what a save keeps the form of
 *  (admin-save.ts). */
const read = new Map<string, string>();
function remember<T extends Entry | readonly Entry[]>(entries: T): T {
  for (const e of (Array.isArray(entries) ? entries : [entries]) as Entry[]) {
    if (typeof e.data === 'string') read.set(toRepo(e.file.path), e.data);
  }
  return entries;
}

/** Every entry file published in this session (its path in the repository and its text), and the
 *  drafts saved (the editorial workflow) by collection and slug, published later. What the checks
 *  know of the site grows with each (contentChecks.published), and again after they are reloaded. */
interface Saved { path: string; raw: string }
const published: Saved[] = [];
const drafts = new Map<string, Saved[]>();
function learn(files: readonly Saved[]): void {
  published.push(...files);
  for (const f of files) window.contentChecks?.published(f.path, f.raw);
  dispatchEvent(new Event(checksChanged));
}

/** The content status the last local build checked for, applied to the checks (and again after they are reloaded). */
let buildStatus: 'sample' | 'verified' | undefined;
function checkAs(status: string): void {
  buildStatus = status === 'verified' ? 'verified' : 'sample';
  const checks = window.contentChecks;
  if (!checks || checks.status === buildStatus) return;
  checks.checkAs(buildStatus);
  dispatchEvent(new Event(checksChanged));
}

/** Loads the build's rules afresh from the editor's page as it is now served (a build has run):
 *  the site they know is the new build's, with what this session published on top. */
async function reloadChecks(): Promise<void> {
  const current = document.querySelector<HTMLScriptElement>('script[src*="/admin-checks."]');
  const html = await (await fetch(location.pathname, { cache: 'no-store' })).text();
  const src = /<script src="([^"]*\/admin-checks\.[^"]+)"/.exec(html)?.[1];
  if (!src || (current && new URL(current.src).pathname === src)) return;
  await new Promise<void>((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src, onload: () => resolve(), onerror: () => reject(new Error(`${src} did not load`)) });
    document.head.append(script);
    current?.remove();
  });
  if (buildStatus) window.contentChecks?.checkAs(buildStatus);
  learn([...published.splice(0)]);
}

/** A draft's preview on the platform (CMS_PREVIEW_URL, by the entry's branch), when there are previews. */
let draftPreview: ((collection: string, slug: string) => string) | undefined;

/** The backend's methods that take or return an entry's path, translated; what they read is
 *  remembered, and a save keeps each file's form. */
function wrap(backend: Implementation): Implementation {
  const call = (name: string, ...args: unknown[]) => (backend[name] as (...a: unknown[]) => Promise<unknown>).apply(backend, args);
  /** The file's text in the repository now, or undefined for a file not there yet (a new entry). */
  const currentText = async (path: string): Promise<string | undefined> => {
    try {
      const entry = await call('getEntry', path) as Entry;
      return typeof entry.data === 'string' ? entry.data : undefined;
    } catch {
      return undefined;
    }
  };
  const overrides: Record<string, (...args: never[]) => Promise<unknown>> = {
    entriesByFolder: async (...args: unknown[]) => shown(remember(await call('entriesByFolder', ...args) as Entry[])),
    // GitHub's listing keeps the files whose path matches the collection's (…/index.zh-TW.md):
    // it is asked of the name Decap expects, not the repository's.
    allEntriesByFolder: async (folder: unknown, extension: unknown, depth: unknown, pathRegex?: RegExp) =>
      shown(remember(await call('allEntriesByFolder', folder, extension, depth, ...(pathRegex ? [{ test: (path: string) => pathRegex.test(toEditor(path)) }] : [])) as Entry[])),
    entriesByFiles: async (files: EntryFile[]) => shown(remember(await call('entriesByFiles', files.map((f) => ({ ...f, path: toRepo(f.path) }))) as Entry[])),
    traverseCursor: async (...args: unknown[]) => {
      const result = await call('traverseCursor', ...args) as { entries: Entry[] };
      return { ...result, entries: shown(remember(result.entries)) };
    },
    // Answered under the path asked for: a new entry saved in a folder of its own is read back by
    // the name Decap gave it (<folder>/index-1), which Decap matches its languages' files by.
    getEntry: async (path: string) => {
      const entry = marked(remember(await call('getEntry', toRepo(path)) as Entry));
      return { ...entry, file: { ...entry.file, path } };
    },
    // A draft (the editorial workflow): its branch's files, renamed both ways.
    unpublishedEntry: async (args: unknown) => {
      const entry = await call('unpublishedEntry', args) as { diffs: { path: string }[] };
      return { ...entry, diffs: entry.diffs.filter((d) => !derived(d.path)).map((d) => ({ ...d, path: toEditor(d.path) })) };
    },
    unpublishedEntryDataFile: async (collection: string, slug: string, path: string, id: string) => {
      const data = await call('unpublishedEntryDataFile', collection, slug, toRepo(path), id) as string;
      read.set(toRepo(path), data);
      return data;
    },
    // A new entry whose address was taken is saved in a folder of its own (admin-paths.ts), its
    // pictures with it; each file keeps the form it had (admin-save.ts).
    persistEntry: async (entry: { dataFiles: (DataFile & { slug?: string })[]; assets: Asset[] }, options: { useWorkflow?: boolean; collectionName?: string }) => {
      const moved = entry.dataFiles.map((f) => movedFolder(f.path)).find(Boolean);
      const assets = moved ? entry.assets.map((a) => (a.path.startsWith(moved.from) ? Object.assign(a, { path: moved.to + a.path.slice(moved.from.length) }) : a)) : entry.assets;
      const dataFiles = await Promise.all(entry.dataFiles.map(renamed).map(async (f) => {
        // A file this page has not read (Decap had it from elsewhere, e.g. a loaded machine's
        // race) is read now: saving without it would write Decap's whole file, its comments gone.
        const before = read.get(f.newPath ?? f.path) ?? read.get(f.path) ?? await currentText(f.path);
        const kept = keepFormat(f.path, before, unmarked(f.raw));
        const raw = window.contentChecks?.saved(f.newPath ?? f.path, kept) ?? kept;
        read.set(f.newPath ?? f.path, raw);
        return { ...f, raw };
      }));
      const result = await call('persistEntry', { ...entry, dataFiles, assets }, options);
      // Published now (npm run cms), or a draft published later (publishUnpublishedEntry).
      const saved = dataFiles.map((f) => ({ path: f.newPath ?? f.path, raw: f.raw }));
      if (options.useWorkflow) drafts.set(`${options.collectionName}/${entry.dataFiles[0]?.slug ?? ''}`, saved);
      else learn(saved);
      return result;
    },
    publishUnpublishedEntry: async (collection: string, slug: string) => {
      const result = await call('publishUnpublishedEntry', collection, slug);
      learn(drafts.get(`${collection}/${slug}`) ?? []);
      return result;
    },
    deleteFiles: (paths: string[], message: string) => call('deleteFiles', paths.map(toRepo), message),
    // Decap's "View Preview" on a draft: its preview's address (Decap looks for it among GitHub's
    // commit statuses, which the platform does not write). It is there a few minutes after Save.
    getDeployPreview: async (collection: string, slug: string) => {
      const url = draftPreview?.(collection, slug);
      return url ? { url, status: 'SUCCESS' } : call('getDeployPreview', collection, slug);
    },
  };
  return new Proxy(backend, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(overrides, key) && typeof target[key] === 'function') return overrides[key];
      const value = Reflect.get(target, key, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** An entry's or data file's address in the editor (#/collections/organisation/entries/team). */
const entryRoute = (hash: string) => /^#\/collections\/[^/]+\/entries\/[^?]+/.exec(hash)?.[0];
// Decap keeps the entry it has open when the address bar names another one (…/entries/team, then
// …/entries/figures typed in): the form would show the second's fields over the first's values, an
// empty form. The page is loaded afresh for the one named (Decap asks first if there are unsaved
// changes). Decap's own moves from one entry to another go through …/new, which it loads itself.
let lastHash = location.hash;
addEventListener('hashchange', () => {
  const [before, now] = [entryRoute(lastHash), entryRoute(location.hash)];
  lastHash = location.hash;
  if (before && now && before !== now) location.reload();
});

(window as unknown as { CMS_MANUAL_INIT: boolean }).CMS_MANUAL_INIT = true;
addEventListener('DOMContentLoaded', () => {
  const { CMS: cms, h, createClass } = window as unknown as { CMS: Registry; h: Parameters<typeof registerBody>[1]; createClass: Parameters<typeof registerBody>[2] };
  registerBody(cms, h, createClass);
  // The build's rules on the entry being edited (the admin-checks script, loaded before this one).
  registerChecks(cms, h, createClass, () => window.contentChecks);
  const settings = JSON.parse(document.getElementById('cms-settings')?.textContent ?? '{}') as { site_url?: string; local_backend?: { url: string } };
  const links = JSON.parse(document.getElementById('editor-links')?.textContent ?? '{}') as { preview_url?: string };
  // The preview pane: the entry laid out as the site lays it out, both languages.
  cms.registerPreviewStyle(PREVIEW_STYLE, { raw: true });
  const draft = (collection: string, slug: string) => (links.preview_url ? links.preview_url.replace('{name}', previewName(`cms/${collection}/${slug}`)) : '');
  if (links.preview_url) draftPreview = draft;
  registerPreviews(cms as unknown as Parameters<typeof registerPreviews>[0], h, createClass, () => window.contentChecks, { site: settings.site_url ?? '', draft });
  for (const name of ['github', 'proxy']) {
    const registered = cms.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args: unknown[]) => wrap(init(...args));
  }
  // The raw Markdown body keeps Decap's rich-text toolbar, every button disabled (and some for
  // Markdown the site refuses): not shown.
  document.head.append(Object.assign(document.createElement('style'), { textContent: '[class*="-ToolbarContainer"]:has([class*="StyledToolbarButton"]){display:none}' }));
  // Decap's header says "Changes saved" whenever nothing is unsaved, a brand-new entry never saved
  // included: said so it is true of both.
  const en = cms.getLocale('en');
  const editor = en?.editor as Phrases | undefined;
  const toolbar = editor?.editorToolbar as Phrases | undefined;
  if (en && editor && toolbar) cms.registerLocale('en', { ...en, editor: { ...editor, editorToolbar: { ...toolbar, changesSaved: 'No unsaved changes' } } });
  cms.init({ config: settings });
  // `npm run cms`: what the site on this computer shows, from the local backend.
  // Each good build there: the checks learn the site as now built.
  // The checks apply the content status the last build checked for, even one that stopped (its
  // note lists what that status refuses, and its rules never reached this page).
  if (settings.local_backend) showBuildStatus(settings.local_backend.url.replace(/\/api\/v1$/, ''), settings.site_url ?? '', () => void reloadChecks().catch(() => undefined), checkAs);
});
