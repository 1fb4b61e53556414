// The web editor, used as an editor uses it: `npm run cms` (the README's command) in a copy of
// the project (so nothing is written into the real content/), an article written in zh-TW and
// English at /admin on the editor's own origin (http://cms.localhost:<port>) and published through
// the local backend, then the build, and the article on the site in all three languages, with a
// picture added through the body's "Add a picture" panel; a guide changed; a concept added to the
// search's vocabulary and found by its word. The commit an editor makes holds zh-TW.md, en.md and
// the picture only: the build derives zh-CN.md itself. The local backend answers only requests
// addressed to localhost (a DNS-rebinding page is refused).
import { request as httpRequest } from 'node:http';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { projectCopy, removeCopy, type RunningCms, startCms } from './cms-copy.ts';
import { type Page, useBrowser } from './support.ts';

const browser = useBrowser();

// A local secret, as an operator keeps them: what a rebinding page would be after.
const canary = 'canary-secret-of-this-machine';
const copy = projectCopy(canary);

/** The next free article id of the copy (the article's URL: /blog/<id>). */
const nextId = 1 + Math.max(...readdirSync(join(copy, 'content/articles')).map((folder) => {
  const id = readFileSync(join(copy, 'content/articles', folder, 'zh-TW.md'), 'utf8').match(/^id: (\d+)$/m);
  return Number(id?.[1] ?? 0);
}));
const article = {
  'zh-TW': { title: '網路購物前先查證賣家', excerpt: '付款之前，請先查證賣家的身分與評價。', author: '王小明', authorTitle: '顧問', tag: '網路購物', body: '付款之前，請先查證賣家的身分與評價。\n\n## 該怎麼做\n\n- 只在官方網站或官方 App 付款。\n- 不要點簡訊裡的連結。' },
  en: { title: 'Check the seller before you pay online', excerpt: 'Before you pay, check who the seller is and what others say.', author: 'Wang Hsiao-ming', authorTitle: 'Advisor', tag: 'Online shopping', body: 'Before you pay, check who the seller is and what others say.\n\n## What to do\n\n- Pay only on the official website or app.\n- Do not tap links in text messages.' },
};

/** The picture, as an editor's camera might name it: the editor stores it as phone-message.png. */
const picture = {
  name: 'Phone Message.png', stored: 'phone-message.png', width: 320, height: 200,
  alt: { 'zh-TW': '手機簡訊自稱銀行，要您點連結', en: 'A phone showing a text message that claims to be from a bank' },
};

let cms: RunningCms;
let editorUrl = '';
let siteUrl = '';

beforeAll(async () => {
  cms = await startCms(copy);
  ({ editorUrl, siteUrl } = cms);
}, 300_000);

afterAll(async () => {
  await cms?.stop();
  removeCopy(copy);
});

/** The field labelled `label` in the zh-TW pane (0) or the English one (1). */
const field = (page: Page, label: string, pane: 0 | 1) => page.getByLabel(label, { exact: true }).nth(pane);

/** The local backend's sign-in: one button, no account. */
async function signIn(page: Page) {
  await page.goto(editorUrl);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Polls `url` until its page says `text` (each save builds the site by itself, and the site switches once the build is done); the last answer read. */
async function pageSaying(url: string, text: string): Promise<string> {
  let html = '';
  for (const deadline = Date.now() + 180_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 500))) {
    const res = await fetch(url).catch((e: Error) => e);
    html = res instanceof Response ? `${res.status} ${await res.text()}` : String(res);
    if (html.includes(text)) break;
  }
  return html;
}

describe('npm run cms', () => {
  it('creates an article in both languages at /admin that the build publishes', async () => {
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error' && /Content Security Policy/.test(m.text())) errors.push(m.text()); });

    await signIn(page);
    await page.goto(`${editorUrl}#/collections/articles/new`);
    for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
      const text = article[locale];
      await field(page, 'Title', pane).fill(text.title);
      await field(page, 'Excerpt', pane).fill(text.excerpt);
      await field(page, 'Author', pane).fill(text.author);
      await field(page, 'Author title', pane).fill(text.authorTitle);
      await page.getByRole('button', { name: /Add tag/ }).nth(pane).click();
      await field(page, 'Tags', pane).fill(text.tag);
      // The body is Decap's raw Markdown editor (contenteditable): typed a line at a time.
      await page.locator('[contenteditable="true"]').nth(pane).click();
      for (const [i, line] of text.body.split('\n').entries()) {
        if (i > 0) await page.keyboard.press('Enter');
        if (line) await page.keyboard.insertText(line);
      }
    }
    // The picture: uploaded once from the zh-TW side, chosen again on the English side, each time
    // below the body's first line and with what it shows in that language (Insert waits for it).
    const png = await sharp({ create: { width: picture.width, height: picture.height, channels: 3, background: '#3a69c7' } }).png().toBuffer();
    for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
      await page.locator('[contenteditable="true"]').nth(pane).locator('[data-slate-node="element"]').first().click();
      await page.getByRole('button', { name: 'Add a picture…' }).nth(pane).click();
      if (pane === 0) await page.locator('input[type="file"]').setInputFiles({ name: picture.name, mimeType: 'image/png', buffer: png });
      else await page.getByText(picture.stored, { exact: true }).click();
      await page.getByRole('button', { name: 'Choose selected' }).click();
      const insert = page.getByRole('button', { name: 'Insert picture' });
      expect(await insert.isDisabled()).toBe(true);
      await page.getByLabel(/What the picture shows/).fill(picture.alt[locale]);
      await insert.click();
    }
    await field(page, 'Id', 0).fill(String(nextId));
    await field(page, 'Date', 0).fill('2024-03-01');
    await field(page, 'Category', 0).click();
    await page.getByText(/^Anti-fraud guide ·/).click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    // What the editor wrote: zh-TW.md and en.md in the entry's folder, nothing else.
    const folder = join(copy, 'content/articles', `article-${nextId}`);
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && !existsSync(join(folder, 'en.md'));) await page.waitForTimeout(250);
    expect(existsSync(join(folder, 'en.md')), await page.locator('body').innerText()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
    for (const deadline = Date.now() + 30_000; Date.now() < deadline && !existsSync(join(folder, picture.stored));) await new Promise((r) => setTimeout(r, 250));
    expect(readdirSync(folder).sort()).toEqual(['en.md', picture.stored, 'zh-TW.md']);
    const zhTW = readFileSync(join(folder, 'zh-TW.md'), 'utf8');
    expect(zhTW).toContain(`id: ${nextId}`);
    expect(zhTW).toContain(article['zh-TW'].title);
    const en = readFileSync(join(folder, 'en.md'), 'utf8');
    expect(en).toContain(article.en.title);
    // Each picture in its own paragraph, under the first one, as the build wants it.
    expect(zhTW).toContain(`${article['zh-TW'].body.split('\n')[0]}\n\n![${picture.alt['zh-TW']}](${picture.stored})\n\n`);
    expect(en).toContain(`${article.en.body.split('\n')[0]}\n\n![${picture.alt.en}](${picture.stored})\n\n`);

    // The build (started by the save itself) takes the two files as they are, and makes the
    // Simplified Chinese beside them.
    await expect.poll(() => existsSync(join(folder, 'zh-CN.md')) && /^title: /m.test(readFileSync(join(folder, 'zh-CN.md'), 'utf8')), { timeout: 300_000 }).toBe(true);

    // The article on the site, in every language.
    const simplified = readFileSync(join(folder, 'zh-CN.md'), 'utf8').match(/^title: "?(.+?)"?$/m)?.[1];
    expect(simplified).toBeTruthy();
    const simplifiedAlt = readFileSync(join(folder, 'zh-CN.md'), 'utf8').match(/^!\[(.+)\]\(/m)?.[1];
    expect(simplifiedAlt).toBeTruthy();
    const expected: Record<string, [string, string]> = { '': [article['zh-TW'].title, picture.alt['zh-TW']], '/cn': [simplified!, simplifiedAlt!], '/en': [article.en.title, picture.alt.en] };
    for (const [prefix, [title, alt]] of Object.entries(expected)) {
      const url = `${siteUrl}${prefix}/blog/${nextId}`;
      const html = await pageSaying(url, title);
      expect(html, url).toContain(title);
      // The picture resized by the build: AVIF and WebP sources, the alt text, its size.
      expect(html, url).toMatch(new RegExp(`<picture[^>]*><source type="image/avif" srcSet="/assets/content-images/[^"]+\\.avif [^"]*"[^>]*/?><source type="image/webp"[^>]*/?><img src="/assets/content-images/[^"]+\\.webp" alt="${alt}" width="${picture.width}" height="${picture.height}"`, 'i'));
    }
    const list = await (await fetch(`${siteUrl}/en/blog`)).text();
    expect(list).toContain(`/en/blog/${nextId}`);
  }, 300_000);

  it('changes a guide, keeping the facts written once in zh-TW.md, and the build takes it', async () => {
    const folder = join(copy, 'content/scams/job');
    const before = parseYaml(readFileSync(join(folder, 'zh-TW.md'), 'utf8').split('---\n')[1]!) as Record<string, unknown>;
    const summary = 'A job offer pays you for simple online tasks, then asks you to pay before you can withdraw.';
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${editorUrl}#/collections/scams/entries/job/index`);
    await expect.poll(() => field(page, 'Name', 1).inputValue(), { timeout: 30_000 }).not.toBe('');
    await field(page, 'Summary', 1).fill(summary);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    // (Decap writes YAML of its own style: long texts folded over lines, comments not kept.)
    const frontmatter = (file: string) => parseYaml(readFileSync(join(folder, file), 'utf8').split('---\n')[1]!) as Record<string, unknown>;
    await expect.poll(() => frontmatter('en.md').summary, { timeout: 30_000 }).toBe(summary);
    await context.close();

    // The neutral facts stay in zh-TW.md only, with their values.
    const after = frontmatter('zh-TW.md');
    for (const fact of ['order', 'relatedArticles', 'name', 'alsoCalled']) expect(after[fact]).toEqual(before[fact]);
    expect(frontmatter('en.md').order).toBeUndefined();
    const guide = await pageSaying(`${siteUrl}/en/scams/job`, summary);
    expect(guide, `${guide.slice(0, 300)}\n${cms.output().slice(-3000)}`).toContain(summary);
  }, 300_000);

  it('teaches the search a word through the web editor: a new concept, found by its word once built', async () => {
    const file = join(copy, 'content/search/vocabulary.yaml');
    const word = 'zebra kiosk refund';
    const context = await browser().newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page);
    await page.goto(`${editorUrl}#/collections/search/entries/vocabulary`);
    await page.getByRole('button', { name: /Add concept/i }).click({ timeout: 30_000 });
    // The new concept is the list's last item, open: its fields by their ids (Decap numbers them).
    const last = (name: string) => page.locator(`input[id^="${name}-field-"]`).last();
    await last('id').fill('kiosk-refunds');
    await page.getByRole('button', { name: /Add page/i }).last().click();
    await last('pages').fill('/scams/shopping');
    await last('english').fill(word);
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').click();
    const concepts = () => (parseYaml(readFileSync(file, 'utf8')) as { concepts: { id: string; pages: string[]; words: { english?: string[] } }[] }).concepts;
    await expect.poll(() => concepts().at(-1)?.id, { timeout: 30_000 }).toBe('kiosk-refunds');
    expect(concepts().at(-1)).toMatchObject({ pages: ['/scams/shopping'], words: { english: [word] } });
    await context.close();
    const results = await pageSaying(`${siteUrl}/search?q=${encodeURIComponent(word)}`, 'data-search-result="/scams/shopping"');
    expect(results.indexOf('data-search-result="/scams/shopping"'), cms.output().slice(-3000)).toBe(results.indexOf('data-search-result='));
  }, 300_000);
});

/** A POST to the local backend with this Host and Origin (Node's fetch would set its own Host). */
function backendRequest(host: string, body: object, origin?: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: cms.backendPort, path: '/api/v1', method: 'POST', headers: { Host: host, 'Content-Type': 'application/json', ...(origin ? { Origin: origin } : {}) } }, (res) => {
      let text = '';
      res.on('data', (d) => { text += d; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

describe('npm run cms\'s local backend', () => {
  it('answers only requests addressed to this machine, for the editor\'s origin only', async () => {
    const readSecret = { action: 'getMediaFile', params: { branch: 'main', path: '.dev.vars' } };
    // A page whose own name now points at 127.0.0.1 (DNS rebinding) sends that name as Host.
    for (const host of [`evil.example:${cms.backendPort}`, `127.0.0.1.nip.io:${cms.backendPort}`, 'localhost', `localhost:${cms.backendPort + 1}`]) {
      const refused = await backendRequest(host, readSecret);
      expect(refused.status, host).toBe(421);
      expect(refused.text, host).not.toContain(Buffer.from(canary).toString('base64').slice(0, 12));
    }
    // Addressed to localhost, the editor's requests are answered, and CORS admits its origin only.
    const entry = { action: 'getEntry', params: { branch: 'main', path: 'content/scams/job/en.md' } };
    const editorOrigin = new URL(editorUrl).origin;
    for (const host of [`localhost:${cms.backendPort}`, `127.0.0.1:${cms.backendPort}`]) {
      const answered = await backendRequest(host, entry, editorOrigin);
      expect(answered.status, host).toBe(200);
      expect(answered.headers['access-control-allow-origin']).toBe(editorOrigin);
    }
    const foreign = await backendRequest(`localhost:${cms.backendPort}`, entry, 'http://evil.example');
    expect(foreign.headers['access-control-allow-origin']).not.toBe('http://evil.example');
  });
});
