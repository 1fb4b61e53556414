// The content build (scripts/build/content/compile.ts, pure: files in, content out) on the site's own
// content/ and on a small fixture (test/fixtures/content/): a new article or news item is a new
// folder, the checked-in zh-CN.md files are what the build makes, a broken file names its file,
// line and field, a stale Simplified Chinese override fails, and bodies render safely.
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { compileContent, ContentError, draftFolders } from '../scripts/build/content/compile.ts';
import { draftProblems } from '../scripts/ops/preflight-checks.ts';
import { toSimplified } from '../scripts/build/zh-cn/convert.ts';
import { bodyText } from '../src/content/body.ts';
import { Markup } from '../src/components/Markup.tsx';
import { articles } from '../src/content/articles/index.ts';
import { newsItems } from '../src/content/news.ts';
import { scamGuides } from '../src/content/scams.ts';
import { contentImages } from '../src/generated/content-images.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { page } from './helpers.ts';
import { entriesWithBodies } from './entry-bodies.ts';

/** Files under a folder, keyed by their path inside it (as scripts/build/content/index.ts reads content/). */
function files(glob: Record<string, string>, prefix: string): Map<string, string> {
  return new Map(Object.entries(glob).map(([path, text]) => [path.slice(prefix.length), text]));
}
const site = files(
  import.meta.glob(['../content/**/*.md', '../content/zh-CN-overrides.yaml'], { query: '?raw', import: 'default', eager: true }),
  '../content/',
);
const fixture = files(
  import.meta.glob(['./fixtures/content/**/*.md', './fixtures/content/*.yaml'], { query: '?raw', import: 'default', eager: true }),
  './fixtures/content/',
);

/** The error message compiling these files gives ('' when they compile). */
function problem(input: Map<string, string>): string {
  try {
    compileContent(input);
    return '';
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message;
  }
}
const withFile = (base: Map<string, string>, path: string, text: string) => new Map([...base, [path, text]]);
const edit = (base: Map<string, string>, path: string, change: (text: string) => string) => withFile(base, path, change(base.get(path)!));

describe('the site\'s content', () => {
  const compiled = compileContent(site, 'content', contentImages);

  it('is what the worker serves (run npm run build if this fails)', async () => {
    // The worker's module: every field but the bodies, which it reads from static assets.
    const withoutBody = <T extends { content: unknown }>(list: readonly T[]) => list.map(({ content: _content, ...rest }) => rest);
    expect(withoutBody(compiled.articles)).toEqual(articles);
    expect(withoutBody(compiled.newsItems)).toEqual(newsItems);
    // And the bodies it reads from static assets, each file the build wrote.
    const served = await entriesWithBodies();
    expect(compiled.articles).toEqual(served.articles);
    expect(compiled.newsItems).toEqual(served.newsItems);
    expect(compiled.scamGuides).toEqual(scamGuides);
  });

  it('has every zh-CN.md checked in as the build makes it (run npm run build and commit)', () => {
    expect(compiled.zhCN.size).toBeGreaterThan(0);
    for (const [path, text] of compiled.zhCN) expect(site.get(path), path).toBe(text);
    const orphans = [...site.keys()].filter((p) => p.endsWith('/zh-CN.md') && !compiled.zhCN.has(p));
    expect(orphans).toEqual([]);
  });

  it('links only to site paths that answer, in every language', async () => {
    const paths = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (record.kind === 'link' && typeof record.href === 'string' && record.href.startsWith('/')) paths.add(record.href.split('#')[0]!);
        Object.values(record).forEach(walk);
      }
    };
    walk([compiled.articles, compiled.newsItems, compiled.legal]);
    for (const path of paths) {
      for (const locale of locales) expect((await page(localizePath(path, locale))).res.status, path).toBe(200);
    }
  });
});

describe('a new folder', () => {
  it('is a new article, news item or guide, with no index to edit', () => {
    const content = compileContent(fixture);
    const [article] = content.articles;
    expect(article).toMatchObject({ id: 42, date: '2030-01-02', category: 'anti-fraud-guide', featured: false });
    expect(article!.title).toEqual({ 'zh-TW': '測試文章', 'zh-CN': '测试文章', en: 'A test article' });
    expect(article!.tags[1]).toEqual({ 'zh-TW': '帳戶安全', 'zh-CN': '账户安全', en: 'Account safety' });
    expect(content.newsItems.map((n) => [n.slug, n.type, n.scamTypes])).toEqual([['new-item', 'alert', ['investment']]]);
    expect(content.scamGuides[0]).toMatchObject({ id: 'investment', relatedArticles: [42], signs: [{ en: 'Guaranteed returns.' }] });
  });

  it('joins the site\'s own content beside the entries already there', () => {
    const both = new Map([...site, ...[...fixture].filter(([path]) => path.startsWith('articles/'))]);
    const content = compileContent(both, 'content', contentImages);
    expect(content.articles.map((a) => a.id)).toEqual([...articles.map((a) => a.id), 42]);
    expect(content.zhCN.has('articles/new-article/zh-CN.md')).toBe(true);
  }, 60_000); // compiles the whole content twice: seconds on a machine busy with the browser half

  it('compiles its body to blocks and inline spans: links, emphasis, joined lines', () => {
    const body = compileContent(fixture).articles[0]!.content;
    expect(body.en[2]).toEqual({
      kind: 'ul',
      items: [
        ['One item, see ', { kind: 'link', href: '/report', children: ['how to report'] }, '.'],
        ['Another, see ', { kind: 'link', href: 'https://www.scamwatch.gov.au/report-a-scam', children: ['Scamwatch'] }, '.'],
      ],
    });
    expect(body.en[3]).toEqual({
      kind: 'p',
      content: ['This paragraph has ', { kind: 'strong', children: ['strong'] }, ' and ', { kind: 'em', children: ['emphasis'] }, ', and a line break that joins with a space.'],
    });
    // Between two Chinese characters a line break joins with nothing.
    expect(bodyText(body['zh-TW'])).toContain('這一段有重點和強調，換行會接在一起。');
  });
});

describe('Simplified Chinese', () => {
  it('is the glossary and OpenCC over the zh-TW file, with the reviewed override of its phrase', () => {
    const content = compileContent(fixture);
    const zhCN = content.zhCN.get('articles/new-article/zh-CN.md')!;
    expect(zhCN).toContain('第一段：请先给银行打电话，核实账户情况。');
    expect(toSimplified('第一段：請先打給銀行，確認帳戶的狀況。')).not.toContain('核实账户情况');
    expect(zhCN.split('\n')[1]).toMatch(/^# Made from zh-TW\.md by `npm run build`: do not edit/);
    expect(bodyText(content.articles[0]!.content['zh-CN'])).toContain('核实账户情况');
  });

  it('fails on a stale override, naming the override file and line', () => {
    const changed = edit(fixture, 'articles/new-article/zh-TW.md', (t) => t.replace('確認帳戶的狀況', '查看帳戶'));
    expect(problem(changed)).toMatch(/^content\/zh-CN-overrides\.yaml:2: stale override: content\/articles\/new-article\/zh-TW\.md no longer says "確認帳戶的狀況"/);
    // Lines moving do not matter: an override names its file and phrase, not a line.
    const moved = edit(fixture, 'articles/new-article/zh-TW.md', (t) => t.replace('---\n\n第一段', '---\n\n新的一段。\n\n第一段'));
    expect(problem(moved)).toBe('');
    expect(compileContent(moved).zhCN.get('articles/new-article/zh-CN.md')).toContain('核实账户情况');
    const keyed = edit(fixture, 'zh-CN-overrides.yaml', (t) => t.replace('zh-TW.md', 'zh-TW.md#body'));
    expect(problem(keyed)).toMatch(/^content\/zh-CN-overrides\.yaml:2: file: a Markdown file takes no "#<key>"/);
    const gone = edit(fixture, 'zh-CN-overrides.yaml', (t) => t.replace('new-article', 'old-article'));
    expect(problem(gone)).toMatch(/^content\/zh-CN-overrides\.yaml:2: stale override: content\/articles\/old-article\/zh-TW\.md does not exist/);
  });

  it('is made from zh-TW.md alone: a stale zh-CN.md beside it changes nothing', () => {
    const stale = withFile(fixture, 'articles/new-article/zh-CN.md', '---\ntitle: 旧的\n---\n\n旧的译文。\n');
    expect(compileContent(stale)).toEqual(compileContent(fixture));
  });

  it('refuses an override that changes nothing', () => {
    const idle = edit(fixture, 'zh-CN-overrides.yaml', (t) => t.replace('核实账户情况', '确认账户的状况'));
    expect(problem(idle)).toMatch(/^content\/zh-CN-overrides\.yaml:2: override changes nothing/);
  });
});

describe('a broken content file', () => {
  const article = 'articles/new-article/zh-TW.md';
  // Edits that move lines would first make the fixture's override stale: these go without it.
  const noOverrides = new Map([...fixture].filter(([path]) => path !== 'zh-CN-overrides.yaml'));
  const cases: [string, Map<string, string>, RegExp][] = [
    ['a missing field', edit(noOverrides, article, (t) => t.replace(/^title: .*\n/m, '')), /^content\/articles\/new-article\/zh-TW\.md:\d+: title: is required$/],
    ['a wrong date', edit(fixture, article, (t) => t.replace('date: 2030-01-02', 'date: 2.1.2030')), /^content\/articles\/new-article\/zh-TW\.md:3: date: must be a real date: YYYY-MM-DD/],
    ['an unknown category', edit(fixture, article, (t) => t.replace('anti-fraud-guide', 'gossip')), /^content\/articles\/new-article\/zh-TW\.md:5: category: "gossip" is not one of these: .*"anti-fraud-guide"/],
    ['a misspelt field', edit(fixture, article, (t) => t.replace('readTime:', 'readtime:')), /^content\/articles\/new-article\/zh-TW\.md:\d+: (readTime: is required|readtime: is not a field)/],
    ['an English fact that disagrees', edit(fixture, 'articles/new-article/en.md', (t) => t.replace('---\ntitle', '---\nid: 43\ntitle')), /^content\/articles\/new-article\/en\.md:2: id: 43 disagrees with zh-TW\.md \(42\)/],
    ['fewer English tags', edit(fixture, 'articles/new-article/en.md', (t) => t.replace('  - Testing\n', '')), /^content\/articles\/new-article\/en\.md:\d+: tags: 1 entries, zh-TW\.md has 2$/],
    ['a duplicate id', withFile(withFile(fixture, 'articles/copy/zh-TW.md', fixture.get(article)!), 'articles/copy/en.md', fixture.get('articles/new-article/en.md')!), /^content\/articles\/new-article\/zh-TW\.md:2: article id 42 is already used by content\/articles\/copy\/zh-TW\.md:2$/],
    ['raw HTML', edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n<script>alert(1)</script>\n`), /^content\/articles\/new-article\/en\.md:2[0-9]: raw HTML is not allowed/],
    ['inline HTML', edit(fixture, 'articles/new-article/en.md', (t) => t.replace('First paragraph', 'First <b>paragraph</b>')), /^content\/articles\/new-article\/en\.md:11: raw HTML is not allowed/],
    ['a javascript: link', edit(fixture, 'articles/new-article/en.md', (t) => t.replace('(/report)', '(javascript:alert(1))')), /^content\/articles\/new-article\/en\.md:15: link target "javascript:alert\(1\)" must be/],
    ['an http link', edit(fixture, 'articles/new-article/en.md', (t) => t.replace('https://www', 'http://www')), /^content\/articles\/new-article\/en\.md:16: link target/],
    ['an image', edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n![x](https://example.org/x.png)\n`), /en\.md:2[0-9]: image "https:\/\/example\.org\/x\.png": an image is a file in the entry's own folder/],
    ['a "# " heading', edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n# Title\n`), /en\.md:2[0-9]: "# " headings are not used/],
    ['no English file', new Map([...fixture].filter(([p]) => p !== 'articles/new-article/en.md')), /^content\/articles\/new-article\/en\.md:1: missing/],
    ['a news slug that is no URL', withFile(withFile(fixture, 'news/New_Item/zh-TW.md', fixture.get('news/new-item/zh-TW.md')!), 'news/New_Item/en.md', fixture.get('news/new-item/en.md')!), /^content\/news\/New_Item\/zh-TW\.md:1: the folder name "New_Item" is the URL/],
    ['a report step marked in one language only', edit(fixture, 'scams/investment/en.md', (t) => t.replace('- Call your bank.', '- {reportStep} Call your bank.')), /^content\/scams\/investment\/en\.md:1: \{reportStep\} marks step 1 here, step none in zh-TW\.md/],
    ['a hang-up step marked in one language only', edit(fixture, 'scams/investment/en.md', (t) => t.replace('- Call your bank.', '- {hangUpStep}Call your bank.')), /^content\/scams\/investment\/en\.md:1: \{hangUpStep\} marks the first step here, no step in zh-TW\.md/],
    ['a hang-up step marker on a later step', edit(edit(fixture, 'scams/investment/en.md', (t) => t.replace('- Call your bank.', '- Stop paying.\n- {hangUpStep}Call your bank.')), 'scams/investment/zh-TW.md', (t) => t.replace('- 打給銀行。', '- 不要再付錢。\n- {hangUpStep}打給銀行。')), /scams\/investment\/(en|zh-TW)\.md:\d+: \{hangUpStep\} marks the first step/],
    ['a bank step marked in one language only', edit(fixture, 'scams/investment/en.md', (t) => t.replace('- Call your bank.', '- {bankStep} Call your bank.')), /^content\/scams\/investment\/en\.md:1: \{bankStep\} marks step 1 here, step none in zh-TW\.md/],
    ['a report step marker in the middle of a step', edit(edit(fixture, 'scams/investment/en.md', (t) => t.replace('- Call your bank.', '- Call {reportStep} your bank.')), 'scams/investment/zh-TW.md', (t) => t.replace('- 打給銀行。', '- 打給{reportStep}銀行。')), /scams\/investment\/(en|zh-TW)\.md:\d+: \{reportStep\} goes at the start of its step/],
    ['a bank step under "next time"', edit(edit(fixture, 'scams/investment/en.md', (t) => `${t.trimEnd()}\n\n## How to stay safe next time\n\n- {bankStep} Call your bank.\n`), 'scams/investment/zh-TW.md', (t) => `${t.trimEnd()}\n\n## 下次怎麼預防\n\n- {bankStep}打給銀行。\n`), /scams\/investment\/(en|zh-TW)\.md:\d+: \{bankStep\} marks a step of "(What to do now|現在該做的事)", never one under/],
    ['a prevention list in one language only', edit(fixture, 'scams/investment/en.md', (t) => `${t.trimEnd()}\n\n## How to stay safe next time\n\n- Pay by card.\n`), /^content\/scams\/investment\/en\.md:1: 1 items under "How to stay safe next time", zh-TW\.md has 0/],
    ['a guide without its headings', edit(fixture, 'scams/investment/en.md', (t) => t.replace('## Warning signs', '## Signs')), /^content\/scams\/investment\/en\.md:9: the heading must read "## Warning signs"$/],
    ['a guide without the names people use', edit(fixture, 'scams/investment/en.md', (t) => t.replace('alsoCalled: [crypto scam]\n', '')), /^content\/scams\/investment\/en\.md:\d+: alsoCalled: is required/],
    ['two names in one item', edit(fixture, 'scams/investment/zh-TW.md', (t) => t.replace('[假投資]', '[假投資、飆股群組]')), /^content\/scams\/investment\/zh-TW\.md:\d+: alsoCalled.*one name per item/],
    ['a related article that does not exist', edit(fixture, 'scams/investment/zh-TW.md', (t) => t.replace('[42]', '[41]')), /^content\/scams\/investment\/zh-TW\.md:3: relatedArticles: there is no article 41$/],
    ['an English title a search result would cut', edit(fixture, 'articles/new-article/en.md', (t) => t.replace(/^title: .*$/m, `title: ${'A very long title '.repeat(4)}`)), /^content\/articles\/new-article\/en\.md:2: title: at most 70 characters/],
    ['a Chinese title twice as wide as its characters', edit(noOverrides, article, (t) => t.replace(/^title: .*$/m, `title: ${'詐騙警示：有人冒用本協會名義'.repeat(3)}`)), /^content\/articles\/new-article\/zh-TW\.md:\d+: title: 84 columns wide \(a Chinese character counts as two\)/],
    ['no frontmatter', edit(noOverrides, article, (t) => t.replace(/^---\n[\s\S]*?\n---\n/, '')), /^content\/articles\/new-article\/zh-TW\.md:1: the file must start with frontmatter/],
    ['broken YAML', edit(fixture, article, (t) => t.replace('title: 測試文章', 'title: [測試文章')), /^content\/articles\/new-article\/zh-TW\.md:6: in the frontmatter, this value starts with "\[" or "\{", which opens a list that is never closed/],
    // Issue 50, F13: nesting like this overflowed the stack of the build's later steps, naming no file.
    ['emphasis nested nine deep', edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n${'*'.repeat(17)}word${'*'.repeat(17)}\n`), /^content\/articles\/new-article\/en\.md:2[0-9]: \*emphasis\* and \*\*strong\*\* are nested more than 8 deep here/],
    ['4,000 * on each side of a word', edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n${'*'.repeat(4000)}word${'*'.repeat(4000)}\n`), /^content\/articles\/new-article\/en\.md:2[0-9]: more than 256 \* or _ in one paragraph/],
    ['10,000 nested over as many lines', edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n${'*a\n'.repeat(10_000)}x${'\na*'.repeat(10_000)}\n`), /^content\/articles\/new-article\/en\.md:2[0-9]: more than 256 \* or _ in one paragraph/],
  ];
  it.each(cases)('fails the build on %s, naming file, line and field', (_name, input, message) => {
    expect(problem(input)).toMatch(message);
  });

  it('takes emphasis and strong nested as deep as text needs', () => {
    const nested = `${'*'.repeat(16)}word${'*'.repeat(16)}`;
    expect(() => compileContent(edit(fixture, 'articles/new-article/en.md', (t) => `${t}\n${nested} and ***both*** and __strong__\n`))).not.toThrow();
  });
});

describe('numbers a reader may dial (issue 50, F5)', () => {
  // The fixture article is scheduled (2030): the build checks it as it checks every entry, where
  // the test that read the pages skipped what was not public yet.
  const en = 'articles/new-article/en.md';
  const add = (line: string, base = fixture) => edit(base, en, (t) => `${t}\n${line}\n`);
  const official = new Set(['165', '+61300292371']);
  const problemWith = (files: Map<string, string>) => {
    try {
      compileContent(files, 'content', new Map(), official);
      return '';
    } catch (error) {
      return (error as Error).message;
    }
  };

  it.each([
    ['a link that shows one number and dials another', '請立即撥打 [165](tel:+886212345678) 反詐騙專線。', /^content\/articles\/new-article\/en\.md:2[0-9]: the link "165" dials \+886212345678: a number to call shows exactly the number it dials/],
    ['a number no text of the site lists as official', 'Call [+886 2 1234 5678](tel:+886212345678).', /^content\/articles\/new-article\/en\.md:2[0-9]: \+886212345678 is not a number the site lists as official/],
    ['a bidi override that shows 561 as 165', 'Call \u202e561\u202c now.', /^content\/articles\/new-article\/en\.md:2[0-9]: an invisible format character \(U\+202E\) in the text can reorder what a reader sees/],
    ['a bidi isolate inside a link\'s number', 'Call [16\u20665](tel:165).', /en\.md:2[0-9]: an invisible format character \(U\+2066\)/],
    ['a zero-width space between digits', 'Call 16\u200b5.', /en\.md:2[0-9]: an invisible format character \(U\+200B\)/],
  ])('stops the build on %s, naming file and line', (_name, line, message) => {
    expect(problemWith(add(line))).toMatch(message);
  });

  it('stops it on a hidden character in the frontmatter too, and on the Chinese file', () => {
    expect(problemWith(edit(fixture, en, (t) => t.replace(/^title: (.*)$/m, 'title: Call \u202e561\u202c')))).toMatch(/en\.md:\d+: title: an invisible format character \(U\+202E\)/);
    expect(problemWith(edit(fixture, 'articles/new-article/zh-TW.md', (t) => `${t}\n請撥打 [165](tel:110)。\n`))).toMatch(/zh-TW\.md:\d+: the link "165" dials 110/);
  });

  it('takes an official number written as the site writes it, and an emoji\'s joiner', () => {
    expect(problemWith(add('Call [165](tel:165) or [+61 300 292 371](tel:+61300292371) 👨\u200d👩\u200d👧.'))).toBe('');
  });
});

describe('a build for the live site (issue 50, F10)', () => {
  // Drafts were compiled into every build, their bodies deployed as static JSON under names that
  // could not be guessed but could be found; npm run deploy now builds with --production, which
  // leaves every folder draftFolders names out, and the preflight refuses a build that ships one.
  it('knows an entry is a draft from its zh-TW.md, however the frontmatter writes it', () => {
    const draft = (frontmatter: string) => edit(fixture, 'articles/new-article/zh-TW.md', (t) => t.replace(/^---\n/, `---\n${frontmatter}\n`));
    expect([...draftFolders(draft('draft: true'))]).toEqual(['articles/new-article']);
    expect([...draftFolders(draft('draft: True'))]).toEqual(['articles/new-article']);
    expect([...draftFolders(draft('draft: false'))]).toEqual([]);
    expect([...draftFolders(fixture)]).toEqual([]);
    // A news item too; an English file's frontmatter does not decide it.
    expect([...draftFolders(edit(fixture, 'news/new-item/zh-TW.md', (t) => t.replace(/^---\n/, '---\ndraft: true\n')))]).toEqual(['news/new-item']);
  });

  it('still checks a draft (a guide may name a draft article), and the preflight refuses a build that ships one', () => {
    // The fixture's guide names article 42: as a draft it compiles, marked, for the build to drop.
    const withDraft = edit(fixture, 'articles/new-article/zh-TW.md', (t) => t.replace(/^---\n/, '---\ndraft: true\n'));
    expect(compileContent(withDraft).articles.map((a) => [a.id, a.draft])).toEqual([[42, true]]);
    expect(draftProblems({ production: false, drafts: 1 }).join()).toContain('this build ships 1 draft');
    expect(draftProblems({ production: true, drafts: 0 })).toEqual([]);
  });
});

describe('a body, rendered', () => {
  const body = compileContent(fixture).articles[0]!.content.en;
  const html = renderToStaticMarkup(createElement(Markup, { body, href: (path: string) => `/en${path}`, locale: 'en' }));

  it('localizes site paths', () => {
    expect(html).toContain('<a href="/en/report" class="text-brand-700 underline underline-offset-4">how to report</a>');
  });

  it('marks a link to another host and shows the host', () => {
    expect(html).toContain('<a href="https://www.scamwatch.gov.au/report-a-scam" rel="noopener noreferrer" class="text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere]">Scamwatch<span class="text-slate-600"> (scamwatch.gov.au)</span></a>');
    expect(html).not.toContain('target=');
  });

  it('renders emphasis and strong, and no markup from the text', () => {
    expect(html).toContain('<strong class="font-semibold text-slate-900">strong</strong> and <em>emphasis</em>');
    const hostile = renderToStaticMarkup(createElement(Markup, { body: [{ kind: 'p', content: ['<img src=x onerror=alert(1)>'] }], locale: 'en' }));
    expect(hostile).toBe('<p class="my-4">&lt;img src=x onerror=alert(1)&gt;</p>');
  });
});
