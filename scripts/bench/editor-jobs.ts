// What the editor benchmark (scripts/bench/editor.ts) shares between the two editors it drives: the
// project copy they edit, the jobs' texts, counting a job's actions, running the jobs and reporting.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { launchBrowser } from '../shared/browser.ts';

export const root = join(import.meta.dirname, '../..');

/** A copy of the project to edit: everything the build reads, node_modules linked, nothing generated. */
export function projectCopy(prefix: string): string {
  const copy = mkdtempSync(join(tmpdir(), prefix));
  const skipped = new Set(['node_modules', '.git', 'dist', '.wrangler', '.scratch', '.screenshots', 'src/generated']);
  cpSync(root, copy, { recursive: true, filter: (src) => !skipped.has(relative(root, src)) });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

/** What each job writes, in both languages: the same for both editors. */
export const job = {
  article: {
    'zh-TW': { title: '查證賣家再付款', excerpt: '付款前先查證。', author: '王小明', authorTitle: '顧問', tag: '網路購物', body: '付款之前，請先查證賣家。', alt: '手機簡訊自稱銀行' },
    en: { title: 'Check the seller first', excerpt: 'Check before you pay.', author: 'Wang Hsiao-ming', authorTitle: 'Advisor', tag: 'Online shopping', body: 'Before you pay, check the seller.', alt: 'A text message claiming to be a bank' },
    picture: 'Phone Message.png',
    date: '2026-11-28',
    category: 'anti-fraud-guide',
    /** The choice as the editor names it (scripts/build/cms/config.ts: the site's English name first). */
    categoryLabel: /^Anti-fraud guide/,
  },
  news: {
    'zh-TW': { title: '週六諮詢專線延長服務', summary: '12 月起週六諮詢專線服務到晚上 8 點。', body: '從 12 月起，週六諮詢專線服務到晚上 8 點。' },
    en: { title: 'Saturday advice line: longer hours', summary: 'From December the Saturday advice line is open until 8 p.m.', body: 'From December, the Saturday advice line is open until 8 p.m.' },
    type: 'association',
    typeLabel: /^Association news/,
    date: '2026-12-01T09:00',
  },
  figure: { label: 'Countries', value: '31', written: /countries: 31/ },
};

export const picturePng = () => sharp({ create: { width: 800, height: 500, channels: 3, background: '#3a69c7' } }).png().toBuffer();

/** The next free article id of a copy. */
export const nextArticleId = (copy: string) => 1 + Math.max(...readdirSync(join(copy, 'content/articles')).map((f) =>
  Number(readFileSync(join(copy, 'content/articles', f, 'zh-TW.md'), 'utf8').match(/^id: (\d+)$/m)?.[1] ?? 0)));

/** Counts the UI actions of a job. */
export class Actions {
  count = 0;
  async do<T>(action: Promise<T>): Promise<T> {
    this.count++;
    return action;
  }
}

/** Polls `done` (a file written) for up to a minute. */
export async function until(page: Page, done: () => boolean, what: string): Promise<void> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await page.waitForTimeout(100)) if (done()) return;
  throw new Error(`not written within a minute: ${what}`);
}

export interface Editor {
  /** Opens the editor and signs in; resolves when a collection list shows. */
  open(page: Page): Promise<void>;
  /** Back to the collections, state cleared, before a job. */
  reset(page: Page): Promise<void>;
  article(page: Page, act: Actions): Promise<void>;
  news(page: Page, act: Actions): Promise<void>;
  figure(page: Page, act: Actions): Promise<void>;
  close(): Promise<void>;
}

/** Runs the three jobs in `editor` (made for `copy`) and prints what they took. */
export async function runJobs(name: string, copy: string, editor: Editor): Promise<void> {
  const browser = await launchBrowser();
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const scripts = new Map<string, number>();
  page.on('response', async (res) => {
    if (res.request().resourceType() === 'script') scripts.set(res.url(), (await res.body().catch(() => Buffer.alloc(0))).length);
  });
  try {
    const opened = performance.now();
    await editor.open(page);
    console.log(`${name}: editor open and signed in in ${((performance.now() - opened) / 1000).toFixed(1)} s; ${scripts.size} script files, ${[...scripts.values()].reduce((a, b) => a + b, 0)} bytes`);
    for (const step of ['article', 'news', 'figure'] as const) {
      await editor.reset(page);
      const act = new Actions();
      const started = performance.now();
      await editor[step](page, act);
      console.log(`${name}: ${step}: ${act.count} actions, ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const build = spawnSync(join(root, 'node_modules/.bin/node'), ['scripts/build/index.ts'], { cwd: copy, encoding: 'utf8' });
    console.log(`${name}: the copy ${build.status === 0 ? 'builds' : `does not build:\n${build.stderr.slice(-2000)}`}`);
    const diff = spawnSync('git', ['diff', '--no-index', '--numstat', join(root, 'content/organisation/figures.yaml'), join(copy, 'content/organisation/figures.yaml')], { encoding: 'utf8' }).stdout.trim().split(/\s+/);
    console.log(`${name}: figures.yaml: ${diff[0]} lines added, ${diff[1]} removed for one number`);
  } finally {
    await browser.close();
    await editor.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
