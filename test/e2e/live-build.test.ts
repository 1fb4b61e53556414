// The build for the live site (`npm run deploy` runs `npm run build -- --production`), on a copy of
// the repository with a draft article added, a guide naming it, and a picture of its own: the draft
// is compiled and checked, then left out of everything the live site gets (the worker's content,
// the body files, the pictures); the local preview's build keeps it, and says so in dist/build.json,
// which the preflight refuses (draftProblems, test/content-build.test.ts: drafts were once
// deployed as static JSON).
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeScaleFixture } from '../../scripts/bench/scale-fixture.ts';

const dir = makeScaleFixture(0, 0, { build: false });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** An existing article copied as draft article 990, with its picture, named by the first guide. */
function addDraft() {
  const articles = join(dir, 'content/articles');
  const source = readdirSync(articles).find((name) => readdirSync(join(articles, name)).some((f) => f.endsWith('.png')))!;
  const folder = join(articles, 'zz-draft');
  mkdirSync(folder);
  for (const name of ['zh-TW.md', 'en.md']) {
    const text = readFileSync(join(articles, source, name), 'utf8').replace(/^id: \d+$/m, 'id: 990').replace(/^featured: true$/m, 'featured: false');
    writeFileSync(join(folder, name), text.replace(/^---\n/, '---\ndraft: true\n'));
  }
  for (const name of readdirSync(join(articles, source)).filter((f) => /\.(png|jpe?g|LICENSE\.txt)$/.test(f))) cpSync(join(articles, source, name), join(folder, name));
  const scams = join(dir, 'content/scams');
  const guide = join(scams, readdirSync(scams)[0]!, 'zh-TW.md');
  writeFileSync(guide, readFileSync(guide, 'utf8').replace(/^relatedArticles: \[(.*)\]$/m, 'relatedArticles: [$1, 990]'));
}

function build(...args: string[]) {
  execFileSync(process.execPath, ['scripts/build/index.ts', ...args], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CI: '' } });
  const info = JSON.parse(readFileSync(join(dir, 'dist/build.json'), 'utf8')) as { production: boolean; drafts: number };
  const bodies = readdirSync(join(dir, 'dist/static/assets/content')).filter((f) => f.startsWith('article-990-'));
  const pictures = readdirSync(join(dir, 'dist/static/assets/content-images')).filter((f) => f.includes('zz-draft'));
  const worker = readFileSync(join(dir, 'src/generated/content.ts'), 'utf8');
  return { info, bodies, pictures, inWorker: worker.includes('"id": 990') || worker.includes('"id":990') };
}

describe('a build for the live site', () => {
  it('leaves a draft out of what it ships; the preview\'s build keeps it and says so', () => {
    addDraft();
    const live = build('--production');
    expect(live.info).toEqual({ buildId: expect.any(String), production: true, drafts: 0 });
    expect([live.bodies, live.pictures, live.inWorker]).toEqual([[], [], false]);
    // The draft's review file is written all the same (it is checked with the rest).
    expect(existsSync(join(dir, 'content/articles/zz-draft/zh-CN.md'))).toBe(true);

    const preview = build();
    expect(preview.info).toEqual({ buildId: expect.any(String), production: false, drafts: 1 });
    expect(preview.bodies).toHaveLength(3);
    expect(preview.pictures.length).toBeGreaterThan(0);
    expect(preview.inWorker).toBe(true);
  }, 180_000);
});
