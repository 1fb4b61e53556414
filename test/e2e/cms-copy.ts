// `npm run cms` in a copy of the project, for the browser tests of the web editor: the copy takes
// what an editor writes, so nothing lands in the real content/. Everything the build reads is
// copied, node_modules linked, nothing generated.
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from './support.ts';
import { freePort } from '../../scripts/shared/local-server.ts';
import type { BuildState } from '../../scripts/dev/cms/builds.ts';

const root = join(import.meta.dirname, '../..');
const node = join(root, 'node_modules/.bin/node');

/** A fresh copy of the project; `secret` goes in its .dev.vars, as an operator keeps secrets. */
export function projectCopy(secret = 'canary-secret-of-this-machine'): string {
  const copy = mkdtempSync(join(tmpdir(), 'cms-'));
  const skipped = new Set(['node_modules', '.git', 'dist', '.wrangler', '.scratch', '.screenshots', 'src/generated']);
  cpSync(root, copy, { recursive: true, filter: (src) => !skipped.has(relative(root, src)) });
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(join(copy, '.dev.vars'), `RATE_LIMIT_SECRET=${secret}\n`);
  return copy;
}

export interface RunningCms {
  readonly process: ChildProcess;
  /** http://cms.localhost:<port>/admin */
  readonly editorUrl: string;
  /** http://127.0.0.1:<port> */
  readonly siteUrl: string;
  readonly backendPort: number;
  /** Everything it printed so far. */
  output(): string;
  /** What the last build found, as the editor reads it (the local backend's /status). */
  status(): Promise<BuildState>;
  /** Resolves once a build that finished after `since` is the last one, and none runs. */
  builtAfter(since: number): Promise<BuildState>;
  stop(): Promise<void>;
}

/** Starts `npm run cms` in `copy` (it builds first) and waits for the editor's address. */
export async function startCms(copy: string): Promise<RunningCms> {
  const [port, backendPort] = [await freePort(), await freePort()];
  let output = '';
  const child = spawn(node, ['scripts/dev/cms/index.ts'], {
    cwd: copy, detached: true, stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), CMS_PORT: String(backendPort), HOST: '127.0.0.1', WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false', PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  child.stdout!.on('data', (d) => { output += d; });
  child.stderr!.on('data', (d) => { output += d; });
  let editorUrl = '';
  for (const deadline = Date.now() + 300_000; !editorUrl && Date.now() < deadline && child.exitCode === null;) {
    editorUrl = output.match(/Web editor: (\S+)/)?.[1] ?? '';
    await new Promise((r) => setTimeout(r, 250));
  }
  if (editorUrl !== `http://cms.localhost:${port}/admin`) throw new Error(`npm run cms did not start:\n${output}`);
  const status = async () => (await (await fetch(`http://localhost:${backendPort}/status`)).json()) as BuildState;
  return {
    process: child, editorUrl, siteUrl: `http://127.0.0.1:${port}`, backendPort,
    output: () => output,
    status,
    async builtAfter(since) {
      for (const deadline = Date.now() + 300_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 250))) {
        const state = await status();
        if (!state.building && (state.last?.at ?? 0) > since) return state;
      }
      throw new Error(`no build finished after ${new Date(since).toISOString()}:\n${output.slice(-3000)}`);
    },
    async stop() {
      if (child.pid && child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM');
        await exited;
      }
    },
  };
}

/** Removes a copy made by projectCopy. */
export const removeCopy = (copy: string) => rmSync(copy, { recursive: true, force: true });

/** For a test file (at its top level): a copy with `npm run cms` running in it for the file's
 *  tests, stopped and removed after them. */
export function useCms(): { copy: string; cms: () => RunningCms } {
  const copy = projectCopy();
  let cms: RunningCms | undefined;
  beforeAll(async () => { cms = await startCms(copy); }, 300_000);
  afterAll(async () => {
    await cms?.stop();
    removeCopy(copy);
  });
  return { copy, cms: () => cms! };
}

/** The editor of `cms` in a new window at 1440 px, signed in (the local backend's Login), at `path` (#/collections/…). */
export async function openEditor(browser: Browser, cms: RunningCms, path: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto(cms.editorUrl);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.goto(`${cms.editorUrl}#${path}`);
  return page;
}

/** Replaces what an input holds, as a person does: select it all, type. */
export async function retype(page: Page, input: ReturnType<Page['getByLabel']>, value: string): Promise<void> {
  await input.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(value);
  await expect.poll(() => input.inputValue()).toBe(value);
}
