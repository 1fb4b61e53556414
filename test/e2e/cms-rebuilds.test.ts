// `npm run cms` survives every rebuild: an editor saves twenty times in a row (every fifth save a
// mistake the build stops on, then its fix), each save builds the site by itself, and all the
// while a reader and the editor keep loading pages, their stylesheet and script, and the editor's
// own files. No request fails, the process never exits, every good save reaches the site, and a
// stopped build leaves the last good one served and says why in the editor's status.
// (The reviewer's `npm run cms` crashed three times in fifteen rebuilds: wrangler's asset watcher
// read dist/static while the build rewrote it. Now nothing watches the build's output, and each
// build is written whole into a folder of its own before the site switches to it.)
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RunningCms, useCms } from './cms-copy.ts';

const { copy, cms: running } = useCms();
let cms: RunningCms;
beforeAll(() => { cms = running(); });

/** Loads, until stopped, what a reader and an editor load: pages, the files they name, the editor. */
function keepLoading(failures: string[]): { stop(): Promise<number> } {
  let running = true;
  let count = 0;
  const editorHost = new URL(cms.editorUrl).host;
  const load = async (url: string, host?: string) => {
    count++;
    try {
      const res = await fetch(url, host ? { headers: { Host: host } } : {});
      const body = await res.text();
      if (res.status >= 400) failures.push(`${res.status} ${url}`);
      return body;
    } catch (error) {
      failures.push(`${url}: ${(error as Error).message}`);
      return '';
    }
  };
  const loop = (async () => {
    while (running) {
      for (const path of ['/en', '/', '/en/blog', '/en/news']) {
        const html = await load(`${cms.siteUrl}${path}`);
        // What the page names: its stylesheet and its scripts (hashed files of the build it came from).
        for (const [, asset] of html.matchAll(/(?:href|src)="(\/assets\/[^"]+\.(?:css|js))"/g)) await load(`${cms.siteUrl}${asset}`);
      }
      const editor = await load(`${cms.siteUrl}/admin`, editorHost);
      for (const [, asset] of editor.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)) await load(`${cms.siteUrl}${asset}`, editorHost);
    }
  })();
  return { stop: async () => { running = false; await loop; return count; } };
}

describe('npm run cms, rebuilt twenty times while in use', () => {
  it('serves every request and every good save, and keeps the last good build over a stopped one', async () => {
    const file = join(copy, 'content/articles/after-a-scam/en.md');
    const facts = join(copy, 'content/articles/after-a-scam/zh-TW.md');
    const original = readFileSync(file, 'utf8');
    const originalFacts = readFileSync(facts, 'utf8');
    const id = originalFacts.match(/^id: (\d+)$/m)![1];
    const failures: string[] = [];
    const loading = keepLoading(failures);
    for (let save = 1; save <= 20; save++) {
      const since = Date.now();
      const sentence = `Saved for the ${save}th time.`;
      if (save % 5 === 0) {
        // A mistake: an impossible date. The build stops and says where; the site keeps the last good build.
        writeFileSync(facts, originalFacts.replace(/^date: .*$/m, 'date: 2025-02-30'));
        const state = await cms.builtAfter(since);
        expect(state.last?.ok).toBe(false);
        expect(state.last?.errors.join('\n')).toMatch(/content\/articles\/after-a-scam\/zh-TW\.md:\d+: date: .*2025-02-30/);
        expect(await (await fetch(`${cms.siteUrl}/en/blog/${id}`)).text()).toContain(`Saved for the ${save - 1}th time.`);
        writeFileSync(facts, originalFacts);
        await cms.builtAfter(Date.now() - 1);
        continue;
      }
      writeFileSync(file, original.replace(/\n---\n\n/, `\n---\n\n${sentence}\n\n`));
      const state = await cms.builtAfter(since);
      expect(state.last?.ok, state.last?.errors.join('\n')).toBe(true);
      const article = await (await fetch(`${cms.siteUrl}/en/blog/${id}`)).text();
      expect(article, cms.output().slice(-2000)).toContain(sentence);
      expect(cms.process.exitCode).toBeNull();
    }
    const requests = await loading.stop();
    expect(failures, cms.output().slice(-3000)).toEqual([]);
    expect(requests).toBeGreaterThan(20);
    expect(cms.process.exitCode).toBeNull();
  }, 3_600_000);
});
