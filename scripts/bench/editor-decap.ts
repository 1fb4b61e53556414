// The editor jobs of scripts/bench/editor.ts in Decap CMS, the editor this project ships, on
// `npm run cms` in the copy (its local backend writes the copy's files), clicked as an editor
// would: the collection, its "New" button, the fields, the body's "Add a picture…" panel, Publish.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { job, nextArticleId, picturePng, root, until, type Actions, type Editor } from './editor-jobs.ts';
import { freePort } from '../shared/local-server.ts';

export async function start(copy: string): Promise<Editor> {
  const [port, cmsPort] = [await freePort(), await freePort()];
  let output = '';
  const cms = spawn(join(root, 'node_modules/.bin/node'), ['scripts/dev/cms/index.ts'], {
    cwd: copy, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), CMS_PORT: String(cmsPort), HOST: '127.0.0.1', PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  cms.stdout!.on('data', (d) => { output += d; });
  cms.stderr!.on('data', (d) => { output += d; });
  while (!/Web editor: \S+/.test(output)) {
    if (cms.exitCode !== null) throw new Error(`npm run cms stopped:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  const url = output.match(/Web editor: (\S+)/)![1]!;
  const field = (page: Page, label: string, pane: 0 | 1) => page.getByLabel(label, { exact: true }).nth(pane);
  const publish = async (page: Page, act: Actions) => {
    await act.do(page.getByRole('button', { name: 'Publish' }).click());
    await act.do(page.getByText('Publish now').click());
  };
  return {
    async open(page) {
      await page.goto(url);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('link', { name: 'Articles' }).first().waitFor();
    },
    async reset(page) {
      await page.goto(url);
      await page.reload();
      await page.getByRole('link', { name: 'Articles' }).first().waitFor();
    },
    async article(page, act) {
      const id = nextArticleId(copy);
      const png = await picturePng();
      await act.do(page.getByRole('link', { name: 'Articles' }).first().click());
      await act.do(page.getByRole('link', { name: /Article$/ }).click());
      for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
        const text = job.article[locale];
        await act.do(field(page, 'Title', pane).fill(text.title));
        await act.do(field(page, 'Excerpt', pane).fill(text.excerpt));
        await act.do(field(page, 'Author', pane).fill(text.author));
        await act.do(field(page, 'Author title', pane).fill(text.authorTitle));
        await act.do(page.getByRole('button', { name: /Add tag/ }).nth(pane).click());
        await act.do(field(page, 'Tags', pane).fill(text.tag));
        await act.do(page.locator('[contenteditable="true"]').nth(pane).click());
        await act.do(page.keyboard.insertText(text.body));
        await act.do(page.getByRole('button', { name: 'Add a picture…' }).nth(pane).click());
        if (pane === 0) await act.do(page.locator('input[type="file"]').setInputFiles({ name: job.article.picture, mimeType: 'image/png', buffer: png }));
        else await act.do(page.getByText('phone-message.png', { exact: true }).click());
        await act.do(page.getByRole('button', { name: 'Choose selected' }).click());
        await act.do(page.getByLabel(/What the picture shows/).fill(text.alt));
        await act.do(page.getByRole('button', { name: 'Insert picture' }).click());
      }
      await act.do(field(page, 'Id', 0).fill(String(id)));
      await act.do(field(page, 'Date', 0).fill(job.article.date));
      await act.do(field(page, 'Category', 0).click());
      await act.do(page.getByText(job.article.categoryLabel).click());
      await publish(page, act);
      const folder = join(copy, 'content/articles', `article-${id}`);
      await until(page, () => existsSync(join(folder, 'phone-message.png')) && existsSync(join(folder, 'en.md')), folder);
    },
    async news(page, act) {
      await act.do(page.getByRole('link', { name: 'News' }).first().click());
      await act.do(page.getByRole('link', { name: /News item$/ }).click());
      await act.do(field(page, 'Title', 0).fill(job.news['zh-TW'].title));
      await act.do(field(page, 'Summary', 0).fill(job.news['zh-TW'].summary));
      await act.do(field(page, 'Type', 0).click());
      await act.do(page.getByText(job.news.typeLabel).click());
      await act.do(field(page, 'Date', 0).fill(job.news.date));
      for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
        if (pane === 1) {
          await act.do(field(page, 'Title', 1).fill(job.news.en.title));
          await act.do(field(page, 'Summary', 1).fill(job.news.en.summary));
        }
        await act.do(page.locator('[contenteditable="true"]').nth(pane).click());
        await act.do(page.keyboard.insertText(job.news[locale].body));
      }
      await publish(page, act);
      const news = join(copy, 'content/news');
      await until(page, () => readdirSync(news).some((f) => f.endsWith(`-${job.news.type}`) && existsSync(join(news, f, 'en.md'))), 'the news item');
    },
    async figure(page, act) {
      await act.do(page.getByRole('link', { name: 'Organisation data' }).first().click());
      await act.do(page.getByText('figures.yaml', { exact: true }).click());
      await act.do(page.getByLabel(job.figure.label, { exact: true }).first().fill(job.figure.value));
      await publish(page, act);
      await until(page, () => job.figure.written.test(readFileSync(join(copy, 'content/organisation/figures.yaml'), 'utf8')), 'figures.yaml');
    },
    async close() {
      if (cms.exitCode !== null) return;
      const exited = new Promise((r) => cms.once('exit', r));
      process.kill(-cms.pid!, 'SIGTERM');
      await exited;
    },
  };
}
