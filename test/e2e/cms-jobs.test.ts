// The editor's review, its jobs tried again in the web editor on `npm run cms` (in a copy of the
// project): three mistakes named in the Checks box in both languages, Publish waiting until they
// are fixed; two news items of one type on one day, each in a folder of its own from its own date,
// marked scheduled in the list; a team member replaced with a photo through its picture widget, the
// files changed by a few lines with their comments kept, and a note where the person is still
// named (a department head must be a member); the preview pane in both languages; a save that stops
// the build named in the editor; an article just published known to Checks at once; a data file
// typed in the address bar opened with its own values.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { changedLines } from '../changed-lines.ts';
import { openEditor, retype, type RunningCms, useCms } from './cms-copy.ts';
import { type Page, useBrowser } from './support.ts';

const browser = useBrowser();
const { copy, cms: running } = useCms();
let cms: RunningCms;
beforeAll(() => { cms = running(); });

/** The field labelled `label` in the zh-TW pane (0) or the English one (1). */
const field = (page: Page, label: string, pane: 0 | 1) => page.getByLabel(label, { exact: true }).nth(pane);
const checksBox = (page: Page) => page.locator('[data-checks]').first();

const editor = (path: string) => openEditor(browser(), cms, path);

/** Types `text` as the body of a pane (Decap's raw Markdown editor), replacing what is there. */
async function body(page: Page, pane: 0 | 1, text: string) {
  const editorBox = page.locator('[contenteditable="true"]').nth(pane);
  await editorBox.click();
  await expect.poll(() => editorBox.evaluate((el) => el.contains(document.activeElement) || el === document.activeElement)).toBe(true);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  for (const [i, line] of text.split('\n').entries()) {
    if (i > 0) await page.keyboard.press('Enter');
    if (line) await page.keyboard.insertText(line);
  }
  await expect.poll(() => editorBox.innerText()).toContain(text.split('\n')[0]!);
}


/** Goes to `path` in the editor as its own links do: the page is not loaded again. */
const within = (page: Page, path: string) => page.evaluate((hash) => { location.hash = hash; }, path);

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}

const nextId = 1 + Math.max(...readdirSync(join(copy, 'content/articles')).map((folder) =>
  Number(readFileSync(join(copy, 'content/articles', folder, 'zh-TW.md'), 'utf8').match(/^id: (\d+)$/m)?.[1] ?? 0)));

describe('the editor\'s jobs in the web editor', () => {
  it('names three mistakes in the Checks box, in both languages, and Publish waits until they are fixed', async () => {
    const page = await editor('/collections/articles/new');
    // A new entry, never saved, is not said to be saved.
    await expect.poll(() => page.getByText('No unsaved changes').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toMatch(/changes saved/i);
    for (const [pane, locale] of [[0, 'zh-TW'], [1, 'en']] as const) {
      if (locale === 'zh-TW') await field(page, 'Title', pane).fill('先查證再付款');
      await field(page, 'Excerpt', pane).fill(locale === 'en' ? 'Check before you pay.' : '付款前先查證。');
      await field(page, 'Author', pane).fill(locale === 'en' ? 'Wang Hsiao-ming' : '王小明');
      await field(page, 'Author title', pane).fill(locale === 'en' ? 'Advisor' : '顧問');
      await page.getByRole('button', { name: /Add tag/ }).nth(pane).click();
      await field(page, 'Tags', pane).fill(locale === 'en' ? 'Online shopping' : '網路購物');
    }
    await body(page, 0, '付款之前，請先查證賣家。\n\n請看[這篇文章](/blog/99)。');
    await body(page, 1, 'Before you pay, check the seller.\n\nSee [this article](/blog/99).');
    await field(page, 'Id', 0).fill(String(nextId));
    await field(page, 'Date', 0).fill('2025-02-30');
    await field(page, 'Category', 0).click();
    await page.getByText(/^Anti-fraud guide ·/).click();
    // Each mistake, in plain words, on its field and language.
    await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).toContain('2025-02-30 does not exist: 2025-02 has 28 days');
    const said = await checksBox(page).innerText();
    expect(said).toContain('Title (EN, right): is required');
    expect(said).toMatch(/Body \(ZH-TW, left\): line 3: the link "\/blog\/99" names no article/);
    expect(said).toMatch(/Body \(EN, right\): line 3: the link "\/blog\/99" names no article/);
    // Publish waits: nothing is written.
    await publish(page);
    await page.waitForTimeout(2000);
    const folder = join(copy, 'content/articles', `article-${nextId}`);
    expect(existsSync(folder)).toBe(false);
    // Fixed, it publishes, and the site shows it once the save is built.
    await retype(page, field(page, 'Date', 0), '2025-02-28');
    await field(page, 'Title', 1).fill('Check the seller before you pay');
    await body(page, 0, '付款之前，請先查證賣家。\n\n請看[怎麼報案](/report)。');
    await body(page, 1, 'Before you pay, check the seller.\n\nSee [how to report](/report).');
    await expect.poll(async () => `${await checksBox(page).getAttribute('data-checks')}: ${await checksBox(page).innerText()}`, { timeout: 30_000 }).not.toMatch(/^errors/);
    const since = Date.now();
    await publish(page);
    await expect.poll(() => existsSync(join(folder, 'en.md')), { timeout: 30_000 }).toBe(true);
    // Decap then opens the new entry at its own address: moving on before that, the form would come back to it.
    await expect.poll(() => page.evaluate(() => location.hash), { timeout: 30_000 }).toMatch(/\/collections\/articles\/entries\//);
    // A news item linking to it, in the same page (no reload): the Checks box knows the article.
    await within(page, '/collections/news/new');
    await body(page, 0, `請看[新文章](/blog/${nextId + 1})。`);
    await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).toContain(`the link "/blog/${nextId + 1}" names no article`);
    await body(page, 0, `請看[新文章](/blog/${nextId})。`);
    await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).not.toContain('names no article');
    const state = await cms.builtAfter(since);
    expect(state.last?.ok, state.last?.errors.join('\n')).toBe(true);
    expect(await (await fetch(`${cms.siteUrl}/en/blog/${nextId}`)).text()).toContain('Check the seller before you pay');
    await page.context().close();
  }, 600_000);

  it('files two news items of one type on one day in folders of their own, named by their date, and marks them scheduled', async () => {
    // A day ahead of any clock this runs on, written as the editor writes it (Taipei time).
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const titles = [['十二月社區講座', 'December community talk'], ['十二月線上講座', 'December online talk']] as const;
    // One page throughout, the list open first: what it shows after each save comes without a reload.
    const page = await editor('/collections/news');
    await expect.poll(() => page.getByText(/News item$/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    for (const [i, [zhTW, en]] of titles.entries()) {
      await within(page, '/collections/news/new');
      await field(page, 'Title', 0).fill(zhTW);
      await field(page, 'Summary', 0).fill(`${zhTW}，歡迎參加。`);
      await field(page, 'Title', 1).fill(en);
      await field(page, 'Summary', 1).fill(`${en}: everyone is welcome.`);
      await field(page, 'Type', 0).click();
      await page.getByText(/^Event ·/).click();
      await field(page, 'Date', 0).fill(`${day} 09:00`);
      await body(page, 0, `${zhTW}，免費參加。`);
      await body(page, 1, `${en}, free of charge.`);
      // The address it will be saved at: the second of that day and type gets -2, and the box says why.
      const address = `/news/${day}-event${i === 0 ? '' : '-2'}`;
      await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).toMatch(new RegExp(`Address on the site: ${address}\\n`));
      if (i === 1) expect(await checksBox(page).innerText()).toContain(`/news/${day}-event is taken by another news item of this type on that day: this one will be saved as ${address}.`);
      expect(await checksBox(page).innerText()).toMatch(/Scheduled: on the live site from .*9 a\.m\. \(Taipei time\)/);
      await expect.poll(async () => `${await checksBox(page).getAttribute('data-checks')}: ${await checksBox(page).innerText()}`, { timeout: 30_000 }).not.toMatch(/^errors/);
      await publish(page);
      await expect.poll(() => page.getByText('Published').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      // Back in the list: the item is marked scheduled at once.
      await within(page, '/collections/news');
      await expect.poll(() => page.getByText(`SCHEDULED · ${zhTW}`).count(), { timeout: 30_000 }).toBe(1);
    }
    const news = join(copy, 'content/news');
    await expect.poll(() => existsSync(join(news, `${day}-event-2`, 'en.md')), { timeout: 30_000 }).toBe(true);
    for (const [folder, [zhTW]] of [[`${day}-event`, titles[0]], [`${day}-event-2`, titles[1]]] as const) {
      expect(readdirSync(join(news, folder)).filter((f) => f.endsWith('.md')).sort(), folder).toEqual(expect.arrayContaining(['en.md', 'zh-TW.md']));
      expect(readFileSync(join(news, folder, 'zh-TW.md'), 'utf8')).toContain(zhTW);
    }
    const state = await cms.builtAfter(Date.now() - 1);
    expect(state.last?.ok, state.last?.errors.join('\n')).toBe(true);
    // A saved item's date moved: the box says its address stays.
    await within(page, `/collections/news/entries/${day}-event/index`);
    await expect.poll(() => field(page, 'Date', 0).inputValue(), { timeout: 30_000 }).toBe(`${day} 09:00`);
    const later = new Date(Date.parse(day) + 2 * 86_400_000).toISOString().slice(0, 10);
    await retype(page, field(page, 'Date', 0), `${later} 09:00`);
    await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).toContain(`The address stays /news/${day}-event: changing the date or type of a saved item does not move it`);
    await page.context().close();
  }, 600_000);

  it('refuses a department head who is no longer a member by that name', async () => {
    const team = readFileSync(join(copy, 'content/organisation/team.yaml'), 'utf8');
    const head = team.match(/^ {4}head:\n {6}zh-TW: .*\n {6}en: (.+)$/m)![1]!;
    const page = await editor('/collections/organisation/entries/team');
    await page.locator('[class*="SortableListItem"]', { hasText: head }).first().evaluate((el) => el.setAttribute('data-member', 'head'));
    const member = page.locator('[data-member="head"]');
    await member.locator('[class*="ListItemTopBar"] button').first().click();
    await member.getByLabel('EN (English)', { exact: true }).first().fill('Someone Else');
    await expect.poll(() => checksBox(page).getAttribute('data-checks'), { timeout: 30_000 }).toBe('errors');
    expect(await checksBox(page).innerText()).toMatch(new RegExp(`Departments: departments\\[\\d\\]\\.head: ${head} \\(.+\\) is not the name of any member`));
    await page.context().close();
  }, 300_000);

  it('opens a data file named in the address bar with its own values, not the last file\'s form', async () => {
    const figures = readFileSync(join(copy, 'content/organisation/figures.yaml'), 'utf8');
    const countries = figures.match(/^home:\n {2}countries:\n {4}value: (\d+)$/m)![1]!;
    const page = await editor('/collections/organisation/entries/team');
    await expect.poll(() => checksBox(page).getAttribute('data-checks'), { timeout: 30_000 }).not.toBeNull();
    await page.evaluate(() => { (window as unknown as { before?: true }).before = true; });
    await within(page, '/collections/organisation/entries/figures');
    await expect.poll(() => page.evaluate(() => (window as unknown as { before?: true }).before ?? false), { timeout: 30_000 }).toBe(false);
    await expect.poll(() => page.locator('input').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value)), { timeout: 30_000 }).toContain(countries);
    expect(await checksBox(page).innerText()).not.toContain('is not a field');
    await page.context().close();
  }, 300_000);

  it('replaces a team member with a photo through its picture widget, changes a figure, a few lines each, comments kept, and notes where the person is still named', async () => {
    const teamFile = join(copy, 'content/organisation/team.yaml');
    const casesFile = join(copy, 'content/organisation/cases.yaml');
    const [team, cases] = [readFileSync(teamFile, 'utf8'), readFileSync(casesFile, 'utf8')];
    const replaced = team.match(/^ {2}- id: [\s\S]*?\n {6}en: (.+)$/m)![1]!;
    const page = await editor('/collections/organisation/entries/team');
    await page.locator('[class*="SortableListItem"]', { hasText: replaced }).first().evaluate((el) => el.setAttribute('data-member', 'replaced'));
    const member = page.locator('[data-member="replaced"]');
    await member.locator('[class*="ListItemTopBar"] button').first().click();
    await member.getByLabel('Id', { exact: true }).fill('hsu-mei-ling');
    await member.getByLabel('ZH-TW (Traditional Chinese)', { exact: true }).first().fill('許美玲');
    await member.getByLabel('EN (English)', { exact: true }).first().fill('Hsu Mei-ling');
    await member.getByText('Choose an image').click();
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a9cc6' } }).jpeg().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'Hsu Mei-ling.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Choose selected' }).click();
    // The note: where the person taken off the team is still named (the first member of the sample
    // writes articles); a department they head is refused until its head is a member.
    await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).toContain(`${replaced} (`);
    expect(await checksBox(page).innerText()).toMatch(/is no longer among the members, but is still named as/);
    const department = team.match(new RegExp(`^ {2}- id: [\\w-]+\\n {4}name:\\n {6}zh-TW: .*\\n {6}en: (.+)\\n {4}head:\\n {6}zh-TW: .*\\n {6}en: ${replaced}$`, 'm'))?.[1];
    if (department) {
      expect(await checksBox(page).innerText()).toContain(`${replaced} (`);
      await expect.poll(() => checksBox(page).innerText()).toMatch(/head: .* is not the name of any member/);
      await page.locator('[class*="SortableListItem"]', { hasText: department }).last().evaluate((el) => el.setAttribute('data-department', 'led'));
      const led = page.locator('[data-department="led"]');
      await led.locator('[class*="ListItemTopBar"] button').first().click();
      // Its fields: Id, Name (ZH-TW, EN), Head (ZH-TW, EN), …
      await led.getByLabel('ZH-TW (Traditional Chinese)', { exact: true }).nth(1).fill('許美玲');
      await led.getByLabel('EN (English)', { exact: true }).nth(1).fill('Hsu Mei-ling');
      await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).not.toMatch(/is not the name of any member/);
    }
    await publish(page);
    await expect.poll(() => readFileSync(teamFile, 'utf8').includes('hsu-mei-ling'), { timeout: 30_000 }).toBe(true);
    await page.context().close();
    const saved = readFileSync(teamFile, 'utf8');
    const comments = (text: string) => text.split('\n').filter((l) => l.trimStart().startsWith('#'));
    expect(comments(saved)).toEqual(comments(team));
    // The member's id, names and photo, and the head's names when they led a department.
    expect(changedLines(team, saved)).toBeLessThanOrEqual(department ? 12 : 8);
    const image = saved.match(/^ {4}image: (team\/[\w.-]+)$/m)?.[1];
    expect(image).toBeTruthy();
    // The photo and the YAML are written by one commit, file by file: wait for the photo too.
    await expect.poll(() => existsSync(join(copy, 'assets', image!)), { timeout: 30_000 }).toBe(true);

    // One figure: one line.
    const figures = await editor('/collections/organisation/entries/cases');
    const type = figures.locator('[class*="SortableListItem"]', { has: figures.locator('[class*="NestedObjectLabel"]', { hasText: /^investment$/ }) }).first();
    await type.evaluate((el) => el.setAttribute('data-type', 'changed'));
    const item = figures.locator('[data-type="changed"]');
    await item.locator('[class*="ListItemTopBar"] button').first().click();
    // The money frozen, a few dollars more: a figure no other figure has to follow (the cases by
    // type are counted again in the bands of all closed cases; the share rounds the same).
    const count = item.getByLabel('Frozen', { exact: true });
    const before = Number(await count.inputValue());
    await count.fill(String(before + 4));
    await publish(figures);
    await expect.poll(() => readFileSync(casesFile, 'utf8') !== cases, { timeout: 30_000 }).toBe(true);
    await figures.context().close();
    expect(changedLines(cases, readFileSync(casesFile, 'utf8'))).toBe(2);

    const state = await cms.builtAfter(Date.now() - 1);
    expect(state.last?.ok, state.last?.errors.join('\n')).toBe(true);
    const html = await (await fetch(`${cms.siteUrl}/en/team`)).text();
    expect(html).toMatch(/<img src="\/assets\/team-[\w-]+\.[0-9a-f]+\.jpg"/);
    expect(html).toContain('Hsu Mei-ling');
  }, 600_000);

  it('says so in Checks (an error: Publish waits) when a data file named in the address bar could not be opened', async () => {
    const page = await editor('/collections/organisation/entries/team');
    await expect.poll(() => checksBox(page).getAttribute('data-checks'), { timeout: 30_000 }).not.toBeNull();
    // Leaving is refused (as when an editor answers Stay to unsaved changes): the form keeps team.yaml.
    await page.evaluate(() => {
      addEventListener('beforeunload', (event) => event.preventDefault());
      (window as unknown as { before?: true }).before = true;
    });
    page.on('dialog', (dialog) => void dialog.dismiss());
    await checksBox(page).click();
    await within(page, '/collections/organisation/entries/figures');
    await expect.poll(() => checksBox(page).innerText(), { timeout: 30_000 }).toContain('this form still holds team.yaml, not figures.yaml that the address names');
    expect(await checksBox(page).getAttribute('data-checks')).toBe('errors');
    expect(await page.evaluate(() => (window as unknown as { before?: true }).before)).toBe(true);
    await page.context().close();
  }, 300_000);

  it('lays the entry out in both languages in the preview pane, with its address', async () => {
    const folder = readdirSync(join(copy, 'content/articles')).sort()[0]!;
    const text = (locale: string) => readFileSync(join(copy, 'content/articles', folder, `${locale}.md`), 'utf8');
    const id = text('zh-TW').match(/^id: (\d+)$/m)![1];
    const title = (locale: string) => text(locale).match(/^title: "?(.+?)"?$/m)![1]!;
    const page = await editor(`/collections/articles/entries/${folder}/index`);
    await expect.poll(() => field(page, 'Title', 0).inputValue(), { timeout: 30_000 }).not.toBe('');
    await page.locator('[title="Toggle preview"]').click();
    const preview = page.frameLocator('iframe').first();
    await expect.poll(() => preview.locator('body').innerText(), { timeout: 30_000 }).toContain('EN · English');
    const shown = await preview.locator('body').innerText();
    expect(shown).toContain('ZH-TW · 繁體中文');
    expect(shown).toContain(title('zh-TW'));
    expect(shown).toContain(title('en'));
    expect(shown).toContain(`/en/blog/${id}`);
    // The day as the article's page writes it (the site's formatter: 2026 年 11 月 29 日).
    const [year, month, day] = text('zh-TW').match(/^date: "?(\d{4})-(\d{2})-(\d{2})/m)!.slice(1).map(Number);
    expect(shown).toContain(`${year} 年 ${month} 月 ${day} 日`);
    await page.context().close();
  }, 300_000);

  it('says in the editor when a save stopped the build, with the file and line, and when it is fixed', async () => {
    const file = join(copy, 'content/news', readdirSync(join(copy, 'content/news')).sort()[0]!, 'zh-TW.md');
    const original = readFileSync(file, 'utf8');
    const page = await editor('/collections/news');
    const since = Date.now();
    writeFileSync(file, original.replace(/^date: .*$/m, 'date: 2025-02-30'));
    await cms.builtAfter(since);
    const bar = page.locator('[data-build-status]');
    await expect.poll(() => bar.getAttribute('data-build-status'), { timeout: 30_000 }).toBe('failed');
    expect(await bar.innerText()).toMatch(/zh-TW\.md:\d+: date: .*2025-02-30/);
    writeFileSync(file, original);
    await cms.builtAfter(Date.now() - 1);
    await expect.poll(() => bar.getAttribute('data-build-status'), { timeout: 30_000 }).toBe('ok');
    await page.context().close();
  }, 300_000);

  it('checks for the content status of the build its note comes from: with CONTENT_STATUS "verified", Checks refuses what the note lists, and the note shows it grouped and folded', async () => {
    const tomlFile = join(copy, 'wrangler.toml');
    const teamFile = join(copy, 'content/organisation/team.yaml');
    const [toml, team] = [readFileSync(tomlFile, 'utf8'), readFileSync(teamFile, 'utf8')];
    // A placeholder address in team.yaml, whatever the content: verified mode must refuse it.
    const verifiedToml = toml.replace(/(\[env\.production\.vars\][\s\S]*?CONTENT_STATUS = )"[^"]*"/, '$1"verified"');
    expect(verifiedToml).not.toBe(toml);
    try {
      const since = Date.now();
      writeFileSync(teamFile, team.replace(/^( {4}email: ).*$/m, '$1someone@example.org'));
      writeFileSync(tomlFile, verifiedToml);
      await cms.builtAfter(since);
      const page = await editor('/collections/organisation/entries/team');
      const bar = page.locator('[data-build-status]');
      await expect.poll(() => bar.getAttribute('data-build-status'), { timeout: 30_000 }).toBe('failed');
      // The note is folded: the form under it stays usable.
      const problems = bar.locator('[data-build-problems]');
      expect(await problems.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      expect((await bar.boundingBox())!.height).toBeLessThan(900 * 0.2);
      // Checks applies the same status, says so, and refuses the address on its field.
      await expect.poll(() => page.locator('[data-content-status]').first().getAttribute('data-content-status'), { timeout: 30_000 }).toBe('verified');
      await expect.poll(() => checksBox(page).getAttribute('data-checks')).toBe('errors');
      expect(await checksBox(page).innerText()).toMatch(/Checked as verified content[\s\S]*Members: .*"someone@example\.org" is a placeholder address/);
      // Opened, the note shows each file as a heading, entries by name in bold, fields under them.
      await problems.locator('summary').click();
      expect(await problems.locator('[data-problem-section]').allInnerTexts()).toContainEqual(expect.stringMatching(/team\.yaml \(\d+\)$/));
      expect(await problems.locator('li strong').count()).toBeGreaterThan(0);
      await page.context().close();
    } finally {
      const since = Date.now();
      writeFileSync(tomlFile, toml);
      writeFileSync(teamFile, team);
      await cms.builtAfter(since);
    }
  }, 300_000);
});
