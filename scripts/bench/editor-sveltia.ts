// The editor jobs of scripts/bench/editor.ts in Sveltia CMS, for the decision in docs/decisions.md
// ("Decap CMS, not Sveltia CMS, for now"). Sveltia is not a dependency: unpack it first,
//   npm pack @sveltia/cms@0.221.1 && mkdir -p .scratch/sveltia && tar xzf sveltia-cms-0.221.1.tgz -C .scratch/sveltia
//   node scripts/bench/editor.ts sveltia   (or SVELTIA_DIR=<unpacked package> elsewhere)
// Sveltia cannot use `npm run cms`'s local backend: it edits a local folder through the browser's
// folder picker (File System Access API), which no headless browser can be handed. So the
// browser's private file system (OPFS) plays the folder: the copy's content/ is written there,
// each entry's zh-TW.md and en.md as index.zh-TW.md and index.en.md (the only names Sveltia's
// multiple_files i18n reads), and what Sveltia saved is written back, renamed, before the build.
// The config is this project's (dist/static/assets/cms-config.*.yml) with what Sveltia needs to
// load it and to write what the build takes, each change named below. Sveltia's fonts come from
// its own package, as a self-hosted copy would serve them (its build fetches them from a CDN).
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { parse, stringify } from 'yaml';
import { job, nextArticleId, picturePng, root, type Actions, type Editor } from './editor-jobs.ts';

/** The browser's file-system handles, as far as these page functions use them (no DOM types here). */
interface Handle {
  kind: 'file' | 'directory';
  entries(): AsyncIterable<[string, Handle]>;
  getFile(): Promise<{ arrayBuffer(): Promise<ArrayBuffer> }>;
  getDirectoryHandle(name: string, options?: { create: boolean }): Promise<Handle>;
  getFileHandle(name: string, options?: { create: boolean }): Promise<Handle>;
  createWritable(): Promise<{ write(data: Uint8Array): Promise<void>; close(): Promise<void> }>;
}
type Browser = { navigator: { storage: { getDirectory(): Promise<Handle> } }; showDirectoryPicker?: () => Promise<Handle> };

// Unpacked in the repository's git-ignored scratch folder unless SVELTIA_DIR says otherwise.
const sveltia = process.env.SVELTIA_DIR ?? resolve('.scratch/sveltia/package');
const toSveltia = (path: string) => path.replace(/\/(zh-TW|en)\.md$/, '/index.$1.md');
const toRepo = (path: string) => path.replace(/\/index\.(zh-TW|en)\.md$/, '/$1.md');

/** The policy Sveltia loads under: no 'unsafe-eval'; inline styles and data: fetches it needs. */
export const sveltiaPolicy = "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data: https://cdn.jsdelivr.net; connect-src 'self' blob: data: https://api.github.com; base-uri 'none'; object-src 'none'; frame-ancestors 'none'";

/** This project's config.yml, changed only where Sveltia needs it. */
function config(): string {
  const file = readdirSync(join(root, 'dist/static/assets')).find((f) => f.startsWith('cms-config.'))!;
  const c = parse(readFileSync(join(root, 'dist/static/assets', file), 'utf8'));
  c.backend = { name: 'github', repo: 'owner/site', branch: 'main' };
  // Uploads named as the build takes them; no stock-photo libraries (third-party requests, and a
  // stock photo of a person must never pass for staff or a client); no empty optional fields.
  c.media_libraries = { all: { slugify_filename: true }, stock_assets: false };
  c.output = { omit_empty_optional_fields: true };
  type Field = { widget?: string; modes?: unknown; pattern?: [string, string]; i18n?: boolean; field?: Field; fields?: Field[] };
  const adapt = (fields: Field[] | undefined) => {
    for (const f of fields ?? []) {
      // Its own Markdown editor (image button with alt text) for this project's picture panel.
      if (f.widget === 'body') { f.widget = 'markdown'; delete f.modes; }
      // It refuses a pattern with an escaped slash ('^https:\/\/').
      if (f.pattern) f.pattern[0] = f.pattern[0].replace(/\\\//g, '/');
      // A translated list's item must say it is translated too, or the English list is locked.
      if (f.i18n && f.field) f.field.i18n = true;
      adapt(f.fields);
    }
  };
  for (const collection of c.collections) {
    adapt(collection.fields);
    for (const file of collection.files ?? []) adapt(file.fields);
  }
  return stringify(c);
}

/** The copy's content/ as Sveltia's folder holds it: path → base64 (the derived zh-CN files left out). */
function contentFiles(copy: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (!/zh-CN\.(md|yaml)$/.test(name)) files[toSveltia(relative(copy, full))] = readFileSync(full).toString('base64');
    }
  };
  walk(join(copy, 'content'));
  return files;
}

export async function start(copy: string): Promise<Editor> {
  const fonts: Record<string, string> = {
    'source-sans-3': 'source-sans-3-latin-wght-normal-BqRLTx4X.woff2',
    'noto-mono': 'noto-mono-latin-400-normal-DiC8lJru.woff2',
    'material-symbols-outlined': 'material-symbols-outlined-latin-wght-normal-_Z1IJPLg.woff2',
  };
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/admin') res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Security-Policy': sveltiaPolicy }).end('<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Content editor</title><link href="/config.yml" type="text/yaml" rel="cms-config-url"></head><body><script src="/sveltia-cms.js"></script></body></html>');
    else if (path === '/blank') res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>blank</title>');
    else if (path === '/config.yml') res.writeHead(200, { 'Content-Type': 'text/yaml' }).end(config());
    else if (path === '/sveltia-cms.js') res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(join(sveltia, 'dist/sveltia-cms.js')));
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', () => resolve()));
  const url = `http://localhost:${(server.address() as { port: number }).port}`;
  let written = contentFiles(copy);

  /** Writes what Sveltia changed in OPFS back into the copy, renamed. */
  async function writeBack(page: Page) {
    const now = await page.evaluate(async () => {
      const out: Record<string, string> = {};
      const walk = async (dir: Handle, prefix: string) => {
        for await (const [name, handle] of dir.entries()) {
          if (handle.kind === 'directory') await walk(handle, `${prefix}${name}/`);
          else {
            let binary = '';
            for (const byte of new Uint8Array(await (await handle.getFile()).arrayBuffer())) binary += String.fromCharCode(byte);
            out[`${prefix}${name}`] = btoa(binary);
          }
        }
      };
      const browser = globalThis as unknown as Browser;
      await walk(await (await browser.navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
      return out;
    });
    for (const [path, base64] of Object.entries(now)) {
      if (!path.startsWith('content/') || written[path] === base64) continue;
      const target = join(copy, toRepo(path));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(base64, 'base64'));
      written[path] = base64;
    }
  }
  /** Polls until Sveltia has saved what `done` looks for (written back into the copy). */
  const saved = async (page: Page, done: () => boolean, what: string) => {
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await page.waitForTimeout(200)) {
      await writeBack(page);
      if (done()) return;
    }
    throw new Error(`not saved within a minute: ${what}`);
  };

  /** The first visible match in the left (0, zh-TW) or right (1, English) pane. */
  async function inPane(locator: Locator, pane: 0 | 1): Promise<Locator> {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      for (const element of await locator.all()) {
        const box = await element.boundingBox();
        if (box && box.width > 0 && (pane ? box.x >= 690 : box.x < 690)) return element;
      }
    }
    throw new Error(`nothing in pane ${pane}: ${locator}`);
  }
  /** Scrolls a pane to its end (Sveltia draws a field once it scrolls into view). */
  const scroll = async (page: Page, pane: 0 | 1) => {
    await page.mouse.move(pane ? 1000 : 300, 500);
    for (let i = 0; i < 10; i++) await page.mouse.wheel(0, 800);
  };
  const textbox = (page: Page, name: string, pane: 0 | 1) => inPane(page.getByRole('textbox', { name, exact: true }), pane);
  const save = (page: Page, act: Actions) => act.do(page.getByRole('button', { name: 'Save', exact: true }).click());
  const newEntry = async (page: Page, act: Actions, collection: string) => {
    await act.do(page.locator(`[data-label="${collection}"]`).first().click());
    await act.do(page.getByRole('button', { name: 'Create New Entry' }).click());
    await act.do(page.getByRole('radio', { name: 'English' }).nth(1).click());
  };

  return {
    async open(page) {
      await page.route('https://cdn.jsdelivr.net/**', (route) => {
        const font = Object.keys(fonts).find((name) => route.request().url().includes(`/fonts/${name}`));
        return font ? route.fulfill({ contentType: 'font/woff2', headers: { 'Access-Control-Allow-Origin': '*' }, body: readFileSync(join(sveltia, 'npm/assets', fonts[font]!)) }) : route.abort();
      });
      await page.addInitScript(() => {
        const browser = globalThis as unknown as Browser;
        browser.showDirectoryPicker = async () => (await browser.navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
      });
      await page.goto(`${url}/blank`);
      await page.evaluate(async (files) => {
        const repo = await (await (globalThis as unknown as Browser).navigator.storage.getDirectory()).getDirectoryHandle('repo', { create: true });
        const write = async (path: string, base64: string) => {
          const parts = path.split('/');
          let dir = repo;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
          const out = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
          await out.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
          await out.close();
        };
        await write('.git/HEAD', btoa('ref: refs/heads/main\n'));
        for (const [path, base64] of Object.entries(files)) await write(path, base64);
      }, written);
      await page.goto(`${url}/admin`);
      await page.getByRole('button', { name: /Local Repository/ }).click();
      await page.getByRole('button', { name: 'Create New Entry' }).waitFor();
    },
    async reset(page) {
      await page.goto(`${url}/admin`);
      await page.getByRole('button', { name: 'Create New Entry' }).waitFor();
      written = contentFiles(copy);
    },
    async article(page, act) {
      const id = nextArticleId(copy);
      const png = await picturePng();
      await newEntry(page, act, 'Articles');
      for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
        const text = job.article[locale];
        await act.do((await textbox(page, 'Title', pane)).fill(text.title));
        await act.do((await textbox(page, 'Excerpt', pane)).fill(text.excerpt));
        await act.do((await textbox(page, 'Author', pane)).fill(text.author));
        await act.do((await textbox(page, 'Author title', pane)).fill(text.authorTitle));
        // Sveltia's labels isolate the field's name (U+2068 … U+2069): "Add ⁨Tags⁩".
        await act.do((await inPane(page.getByRole('button', { name: /Add .?Tags/ }), pane)).click());
        await act.do((await inPane(page.getByRole('textbox', { name: /Tags/ }), pane)).fill(text.tag));
        await scroll(page, pane);
        await act.do((await inPane(page.locator('[contenteditable="true"]'), pane)).click());
        await act.do(page.keyboard.insertText(text.body));
        await act.do(page.keyboard.press('Enter'));
        await act.do((await inPane(page.getByRole('button', { name: 'Image', exact: true }), pane)).click());
        await act.do((await inPane(page.getByRole('button', { name: 'Browse' }), pane)).click());
        if (pane === 0) {
          const chooser = page.waitForEvent('filechooser');
          await act.do(page.getByRole('button', { name: 'Upload' }).click());
          await act.do((await chooser).setFiles({ name: job.article.picture, mimeType: 'image/png', buffer: png }));
        } else {
          await act.do(page.getByRole('option').filter({ hasText: /phone/i }).first().click());
        }
        await act.do(page.getByRole('button', { name: 'Insert' }).click());
        await act.do((await inPane(page.getByRole('textbox', { name: 'Alt Text' }), pane)).fill(text.alt));
      }
      await act.do((await inPane(page.getByRole('spinbutton', { name: 'Id' }), 0)).fill(String(id)));
      await act.do((await textbox(page, 'Date', 0)).fill(job.article.date));
      await scroll(page, 0);
      await act.do((await inPane(page.getByRole('combobox', { name: 'Category' }), 0)).click());
      await act.do(page.getByRole('option', { name: job.article.categoryLabel }).click());
      await save(page, act);
      const folder = join(copy, 'content/articles', `article-${id}`);
      await saved(page, () => existsSync(join(folder, 'phone-message.png')) && existsSync(join(folder, 'en.md')), folder);
    },
    async news(page, act) {
      await newEntry(page, act, 'News');
      await act.do((await textbox(page, 'Title', 0)).fill(job.news['zh-TW'].title));
      await act.do((await textbox(page, 'Summary', 0)).fill(job.news['zh-TW'].summary));
      // Three choices: Sveltia shows them as radio buttons.
      await act.do((await inPane(page.getByRole('radio', { name: job.news.typeLabel }), 0)).click());
      await act.do((await textbox(page, 'Date', 0)).fill(job.news.date));
      for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
        if (pane === 1) {
          await act.do((await textbox(page, 'Title', 1)).fill(job.news.en.title));
          await act.do((await textbox(page, 'Summary', 1)).fill(job.news.en.summary));
        }
        await scroll(page, pane);
        await act.do((await inPane(page.locator('[contenteditable="true"]'), pane)).click());
        await act.do(page.keyboard.insertText(job.news[locale].body));
      }
      await save(page, act);
      const news = join(copy, 'content/news');
      await saved(page, () => readdirSync(news).some((f) => f.endsWith(`-${job.news.type}`) && existsSync(join(news, f, 'en.md'))), 'the news item');
    },
    async figure(page, act) {
      await act.do(page.locator('[data-label="Organisation data"]').first().click());
      await act.do(page.getByText('figures.yaml', { exact: true }).first().click());
      await act.do((await inPane(page.getByRole('spinbutton', { name: job.figure.label }), 0)).fill(job.figure.value));
      await save(page, act);
      await saved(page, () => job.figure.written.test(readFileSync(join(copy, 'content/organisation/figures.yaml'), 'utf8')), 'figures.yaml');
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
