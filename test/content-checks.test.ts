// The build's rules in plain words (scripts/build/content/checks/): each mistake an editor
// makes is fed to the build's own check functions as a file, and the message must name the file,
// line and field, say what is wrong and what to write. Pure functions over small fixtures: fast.
import { describe, expect, it } from 'vitest';
import { compileContent, ContentError } from '../scripts/build/content/compile.ts';
import { compileOrganisation, OrganisationDataError } from '../scripts/build/organisation/schema.ts';
import { checkContentFiles } from '../scripts/build/content/checks/index.ts';
import { buildIsVerified, productionContentStatus } from '../scripts/build/content/checks/mode.ts';
import { verifiedProblems } from '../scripts/build/content/checks/verified.ts';
import wranglerToml from '../wrangler.toml?raw';
import { isSample } from './sample.ts';

const glob = (files: Record<string, string>, prefix: string) => new Map(Object.entries(files).map(([path, text]) => [path.slice(prefix.length), text]));
const fixture = glob(import.meta.glob(['./fixtures/content/**/*.md', './fixtures/content/*.yaml'], { query: '?raw', import: 'default', eager: true }), './fixtures/content/');
const noOverrides = new Map([...fixture].filter(([path]) => path !== 'zh-CN-overrides.yaml'));
const organisationFixture = Object.fromEntries(glob(import.meta.glob('./fixtures/organisation/*.yaml', { query: '?raw', import: 'default', eager: true }), './fixtures/organisation/'));
const site = glob(import.meta.glob(['../content/**/*.md', '../content/**/*.yaml'], { query: '?raw', import: 'default', eager: true }), '../content/');

const article = 'articles/new-article/zh-TW.md';
const edit = (base: Map<string, string>, path: string, change: (text: string) => string) => new Map([...base, [path, change(base.get(path)!)]]);

/** Every problem compiling the Markdown gives, one a line ([] when it compiles). */
function contentProblems(files: Map<string, string>): string[] {
  try {
    compileContent(files);
    return [];
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    return error.message.split('\n');
  }
}

function organisationProblems(change: (files: Record<string, string>) => void): readonly string[] {
  const files = { ...organisationFixture };
  change(files);
  try {
    compileOrganisation(files);
    return [];
  } catch (error) {
    if (!(error instanceof OrganisationDataError)) throw error;
    return error.problems;
  }
}

const checks = (files: Map<string, string>, verified = false) => checkContentFiles(files, { verified, retiredNames: ['郵政通訊警察', 'Action Fraud'] });

describe('a YAML mistake', () => {
  const team = organisationFixture['team.yaml']!;
  const lineOf = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

  it.each([
    ['a commented-out key', (t: string) => t.replace('    name:\n', '    # name:\n'), '    # name:', /line \d+ above is commented out, but the lines indented under it/, 1],
    ['a line indented one space too far', (t: string) => t.replace('    experience: 14', '     experience: 14'), 'experience: 14', /the indentation here \(5 spaces\) does not match the lines above: the fields of this entry start at 4 spaces/, 0],
    ['a tab', (t: string) => t.replace('    experience: 14', '\texperience: 14'), 'experience: 14', /a tab is used to indent this line: indent with spaces only/, 0],
    ['an unclosed quote', (t: string) => t.replace('    experience: 14', '    experience: "14'), 'experience: "14', /a quote opened here is never closed/, 0],
    ['a colon inside a value', (t: string) => t.replace('en: LL.B., Qingfeng University', 'en: Law: LL.B., Qingfeng University'), 'Law: LL.B.', /this value has ": " inside it: put the whole value in quotes/, 0],
  ])('%s gives one message at the line to fix, in plain words', (_name, spoil, needle, message, offset) => {
    const broken = spoil(team);
    expect(broken).not.toBe(team);
    const problems = organisationProblems((files) => { files['team.yaml'] = broken; });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^content/organisation/team\\.yaml:${lineOf(broken, needle) + offset}: `));
    expect(problems[0]).toMatch(message);
  });

  it('in a Markdown file\'s frontmatter names the file\'s own line', () => {
    const broken = edit(noOverrides, article, (t) => t.replace('category: anti-fraud-guide', '  category: anti-fraud-guide'));
    expect(contentProblems(broken)).toEqual([expect.stringMatching(/^content\/articles\/new-article\/zh-TW\.md:5: in the frontmatter, the indentation here \(2 spaces\)/)]);
  });
});

describe('a Markdown file', () => {
  it('with an impossible date stops the build, saying how many days the month has', () => {
    expect(contentProblems(edit(fixture, article, (t) => t.replace('date: 2030-01-02', 'date: 2030-11-31')))).toEqual([
      'content/articles/new-article/zh-TW.md:3: date: 2030-11-31 does not exist: 2030-11 has 30 days',
    ]);
  });

  it.each([
    ['a table', '| Step | When |\n|---|---|\n| Call the bank | Now |', /a table cannot be shown .*: write each row as a "- " item/],
    ['strikethrough', 'This is ~~wrong~~ right.', /~~strikethrough~~ cannot be shown/],
    ['a footnote', 'A claim.[^1]', /a footnote \(\[\^1\]\) cannot be shown/],
    ['a quote block', '> Someone said this.', /a quote block \("> "\) cannot be shown/],
    ['a divider line', 'Before.\n\n***\n\nAfter.', /a divider line .* cannot be shown/],
    ['a code block', '```\ncode\n```', /a code block .* cannot be shown/],
    ['bold that never closes', 'Call **your bank now.', /a \*\* or __ that does not open or close bold is shown as it is written/],
  ])('with %s the site cannot show stops the build at its line', (_name, markdown, message) => {
    const problems = contentProblems(edit(noOverrides, 'articles/new-article/en.md', (t) => `${t}\n${markdown}\n`));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/articles\/new-article\/en\.md:2\d: /);
    expect(problems[0]).toMatch(message);
  });

  it('reads bold that ends in Chinese punctuation before a letter, as a Chinese writer puts it', () => {
    const bold = '**不要再付任何錢。**不管對方說什麼，都不要付。';
    // Read as plain text, the ** would be left in it, which the rule above refuses.
    expect(contentProblems(edit(noOverrides, article, (t) => `${t}\n${bold}\n`))).toEqual([]);
  });

  it('gets its read time from the text, and a wrong one is refused with the figure to write', () => {
    const computed = compileContent(edit(fixture, article, (t) => t.replace('readTime: 1\n', ''))).articles[0]!;
    expect(computed.readTime).toBe(1);
    expect(contentProblems(edit(fixture, article, (t) => t.replace('readTime: 1', 'readTime: 7')))).toEqual([
      expect.stringMatching(/^content\/articles\/new-article\/zh-TW\.md:4: readTime: 7 minutes, but the text reads in about 1 .*: write readTime: 1, or delete the line/),
    ]);
  });

  it('with a revision date not after its date, or a second featured article, stops the build', () => {
    expect(contentProblems(edit(fixture, article, (t) => t.replace('date: 2030-01-02\n', 'date: 2030-01-02\nupdated: 2030-01-01\n')))).toEqual([
      expect.stringMatching(/zh-TW\.md:4: updated: 2030-01-01 is not after the date \(2030-01-02\)/),
    ]);
    const featured = edit(noOverrides, article, (t) => t.replace('category:', 'featured: true\ncategory:'));
    const copy = new Map([...featured, ['articles/copy/zh-TW.md', featured.get(article)!.replace('id: 42', 'id: 43')], ['articles/copy/en.md', featured.get('articles/new-article/en.md')!]]);
    expect(contentProblems(copy)).toEqual([expect.stringMatching(/^content\/articles\/copy\/zh-TW\.md:2: featured: only one article is featured .* content\/articles\/new-article\/zh-TW\.md:2 already is/)]);
  });

  it('lists every broken entry of a build, not only the first', () => {
    const two = edit(edit(fixture, article, (t) => t.replace('date: 2030-01-02', 'date: 2030-02-30')), 'news/new-item/en.md', (t) => `${t}\n| a | b |\n`);
    expect(contentProblems(two)).toEqual([
      expect.stringMatching(/^content\/articles\/new-article\/zh-TW\.md:3: date: 2030-02-30 does not exist/),
      expect.stringMatching(/^content\/news\/new-item\/en\.md:\d+: a line between "\|" marks reads as a table/),
    ]);
  });
});

describe('the rules over the text readers see', () => {
  it('apply to the text, never to a folder name or a link target', () => {
    const parcel = new Map([...fixture].map(([path, text]) => [path.replace('new-item', 'parcel-customs-fee-text'), text.replace('(/report)', '(/news/parcel-customs-fee-text)')]));
    expect(checks(parcel).warnings.filter((w) => w.includes('parcel'))).toEqual([]);
    const inText = edit(parcel, 'news/parcel-customs-fee-text/en.md', (t) => `${t}\nTrack a parcel only on the courier's own site.\n`);
    expect(checks(inText).warnings).toContainEqual(expect.stringMatching(/^content\/news\/parcel-customs-fee-text\/en\.md:\d+: "parcel" is not American usage/));
  });

  it('warn on a second term for one concept, naming the word and the one to write', () => {
    const files = edit(fixture, 'articles/new-article/en.md', (t) => `${t}\nA dating scam starts with a message.\n`);
    const zh = edit(files, article, (t) => `${t}\n被害人應該先報案。\n`);
    const { errors, warnings } = checks(zh);
    expect(errors).toEqual([]);
    expect(warnings).toContainEqual(expect.stringMatching(/^content\/articles\/new-article\/en\.md:\d+: "dating scam": write "romance scam"/));
    expect(warnings).toContainEqual(expect.stringMatching(/^content\/articles\/new-article\/zh-TW\.md:\d+: "被害人": write "受害者"/));
  });

  it.each([
    ['en.md', 'We analyse every colour of the scheme.', /en\.md:\d+: "analyse" is British spelling/],
    ['en.md', 'Press "Send" only once.', /en\.md:\d+: a straight double quote/],
    ['zh-TW.md', '你應該先報案。', /zh-TW\.md:\d+: "你": address the reader as "您"/],
    ['zh-TW.md', '在台灣可以撥打 165。', /zh-TW\.md:\d+: "台灣": write "臺灣"/],
    ['zh-TW.md', '請撥打165專線。', /zh-TW\.md:\d+: "打1": put a space between Chinese and Latin letters or digits/],
  ])('warn on the house style of %s: %s', (file, line, message) => {
    const files = edit(fixture, `articles/new-article/${file}`, (t) => `${t}\n${line}\n`);
    expect(checks(files).warnings.filter((w) => w.includes(`new-article/${file}`))).toEqual([expect.stringMatching(message)]);
  });

  it('stop the build on placeholder text and on an earlier name of an official body', () => {
    const files = edit(edit(fixture, 'articles/new-article/en.md', (t) => `${t}\nTODO: the last step.\n`), article, (t) => `${t}\n請向郵政通訊警察報案。\n`);
    expect(checks(files).errors).toEqual([
      expect.stringMatching(/^content\/articles\/new-article\/en\.md:\d+: "TODO" is placeholder text/),
      expect.stringMatching(/^content\/articles\/new-article\/zh-TW\.md:\d+: "郵政通訊警察" is an earlier name of an official body/),
    ]);
  });
});

describe('no false endorsement', () => {
  it('allows a real university in a team member\'s degree', () => {
    expect(organisationProblems((f) => { f['team.yaml'] = f['team.yaml']!.replace('LL.B., Qingfeng University', 'LL.B., National University of Singapore'); })).toEqual([]);
  });

  it('refuses a real institution named as a partner or in a testimonial, by file, line and field', () => {
    const problems = organisationProblems((f) => {
      f['partners.yaml'] = f['partners.yaml']!.replace(/(lawFirms:\n\s+- name:\n\s+zh-TW: [^\n]*\n\s+en: )[^\n]+/, '$1Harvard Law Clinic');
    });
    expect(problems).toEqual([expect.stringMatching(/^content\/organisation\/partners\.yaml:\d+: lawFirms\[0\]\.name\.en: names "Harvard", a real agency or institution/)]);
  });
});

describe('a department head', () => {
  it('who is no longer a member by that name (renamed in one language) stops the build at the head', () => {
    // The first member leads the first department: rename them in English only, as an editor replacing a person might.
    const problems = organisationProblems((f) => { f['team.yaml'] = f['team.yaml']!.replace(/^( {6}en: )Hsu Mei-ling$/m, '$1Chang Li-hua'); });
    expect(problems).toEqual([expect.stringMatching(/^content\/organisation\/team\.yaml:\d+: departments\[0\]\.head: Hsu Mei-ling \(許美玲\) is not the name of any member/)]);
  });

  it('renamed with the member in both places builds', () => {
    expect(organisationProblems((f) => { f['team.yaml'] = f['team.yaml']!.replaceAll('en: Hsu Mei-ling', 'en: Chang Li-hua'); })).toEqual([]);
  });
});

describe('a testimonial', () => {
  it('that promises a guarantee stops the build at its line', () => {
    const problems = organisationProblems((f) => { f['cases.yaml'] = f['cases.yaml']!.replace('en: They said from the start that not all of the money might come back.', 'en: They guarantee you get it all back.'); });
    expect(problems).toEqual([expect.stringMatching(/^content\/organisation\/cases\.yaml:\d+: testimonials\[0\]\.quote\.en: speaks of a guarantee/)]);
  });
});

describe('verified mode', () => {
  it('is the live site\'s setting, [env.production.vars], unless CONTENT_STATUS is set for the build', () => {
    const toml = '[vars]\nCONTENT_STATUS = "verified"\n\n[env.production.vars]\nCONTENT_STATUS = "sample"\n';
    expect(productionContentStatus(toml)).toBe('sample');
    expect(buildIsVerified(toml, {})).toBe(false);
    expect(buildIsVerified(toml.replace('"sample"', '"verified"'), {})).toBe(true);
    expect(buildIsVerified(toml, { CONTENT_STATUS: 'verified' })).toBe(true);
    expect(productionContentStatus(wranglerToml)).toMatch(/^(sample|verified)$/);
  });

  it('refuses example addresses, 555 numbers, placeholder numbers, fictional values, sample markers and sample people, each by file and line', () => {
    const files = new Map([
      ['organisation/contact.yaml', '# Sample data until the Association replaces it.\nemail: help@example.org\nphone: "+1 555-0142"\n'],
      ['organisation/identity.yaml', 'registration:\n  number: SAMPLE-00000000\nauditor:\n  zh-TW: 範例會計師事務所（虛構，僅供示範）\n  en: Example & Co. (fictional, for illustration only)\n'],
      ['news/x/en.md', '---\ntitle: A talk\n---\n\nWrite to events@example.com or ask Lin Yi-chun.\n'],
      ['text/report.yaml', '# Nothing here is sample data.\nhelp:\n  en: Call your bank.\n'],
    ]);
    expect(verifiedProblems(files)).toEqual([
      expect.stringMatching(/^content\/news\/x\/en\.md:5: "events@example\.com" is a placeholder address/),
      expect.stringMatching(/^content\/news\/x\/en\.md:5: "Lin Yi-chun" is a person or organisation of the sample content/),
      expect.stringMatching(/^content\/organisation\/contact\.yaml:1: this comment says the file is sample data/),
      expect.stringMatching(/^content\/organisation\/contact\.yaml:2: "help@example\.org" is a placeholder address/),
      expect.stringMatching(/^content\/organisation\/contact\.yaml:3: "\+1 555-0142" is a fictional 555 number/),
      expect.stringMatching(/^content\/organisation\/identity\.yaml:2: "SAMPLE-00000000" is a placeholder number/),
      expect.stringMatching(/^content\/organisation\/identity\.yaml:4: this value says it is fictional/),
      expect.stringMatching(/^content\/organisation\/identity\.yaml:5: this value says it is fictional/),
    ]);
    expect(checks(files, false).errors).toEqual([]);
  });

  it.runIf(isSample)('stops the build on the sample content as checked in, listing its sample values', () => {
    const problems = checkContentFiles(site, { verified: true, retiredNames: [] }).errors;
    for (const kind of ['placeholder address', 'fictional 555 number', 'placeholder number', 'says it is fictional', 'says the file is sample data', 'of the sample content']) {
      expect(problems.some((p) => p.includes(kind)), kind).toBe(true);
    }
    for (const file of ['organisation/team.yaml', 'organisation/partners.yaml', 'organisation/cases.yaml', 'organisation/contact.yaml', 'organisation/identity.yaml', 'organisation/figures.yaml']) {
      expect(problems.some((p) => p.startsWith(`content/${file}:`)), file).toBe(true);
    }
    expect(problems.every((p) => /^content\/[^:]+:\d+: /.test(p))).toBe(true);
    expect(checkContentFiles(site, { verified: false, retiredNames: [] }).errors).toEqual([]);
  });
});
