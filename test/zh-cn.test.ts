// The text of the site's own pages (content/text/*.yaml, scripts/build/content/text.ts): compiled with
// its Simplified Chinese into what the src/content modules serve, a review file beside each
// source, references to a name or a promise filled in per language, and the one override format
// (file#key + phrase) applied where it points and refused when stale.
import { describe, expect, it } from 'vitest';
import { compileTexts } from '../scripts/build/content/text.ts';
import { compileOrganisation, organisationFiles } from '../scripts/build/organisation/schema.ts';
import { Overrides } from '../scripts/build/zh-cn/overrides.ts';
import { toSimplified } from '../scripts/build/zh-cn/convert.ts';
import * as generated from '../src/generated/text.ts';
import overridesSource from '../content/zh-CN-overrides.yaml?raw';
import { reportChannels } from '../src/content/report.ts';
import { officialNames } from '../src/content/official-names.ts';
import { text } from '../src/content/text.ts';

const under = (glob: Record<string, string>) => new Map(Object.entries(glob).map(([path, source]) => [path.slice('../content/'.length), source]));
const site = under(import.meta.glob('../content/text/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>);
const organisationSources = Object.fromEntries(Object.entries(import.meta.glob('../content/organisation/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>)
  .map(([path, source]): [string, string] => [path.split('/').pop()!, source]).filter(([name]) => !name.endsWith('.zh-CN.yaml')));
const organisationReviews = under(import.meta.glob('../content/organisation/*.zh-CN.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>);

const fixture = new Map([
  ['text/names.yaml', 'names:\n  hotline:\n    zh-TW: 反詐騙專線\n    en: Anti-fraud hotline\n'],
  ['text/page.yaml', [
    'steps:',
    '  - title:',
    '      zh-TW: 撥打{names.hotline}（{names.hotline.en}）確認帳戶',
    '      en: Call the {names.hotline} to check the account',
    '  - title:',
    '      zh-TW: 再確認帳戶',
    '      en: Check the account again',
    'count: 2',
  ].join('\n')],
]);
const overrides = (entries: string) => new Overrides(entries);
const entry = (file: string, from: string, to: string) => `# reviewed\n- file: ${file}\n  from: ${from}\n  to: ${to}\n`;
const problem = (files: Map<string, string>, source = '') => {
  try { compileTexts(files, overrides(source)); } catch (error) { return (error as Error).message; }
  return '';
};

describe('the text of the site\'s own pages', () => {
  it('is what the build compiled, every text with its Simplified Chinese (run `npm run build` if this fails)', () => {
    const { values } = compileTexts(site, overrides(overridesSource));
    expect(Object.keys(values).length).toBeGreaterThan(20);
    expect(values).toEqual(JSON.parse(JSON.stringify(generated)));
  });

  it('has its review files beside it, as the build makes them, one entry per text', () => {
    const { reviews } = compileTexts(site, overrides(overridesSource));
    expect([...reviews.keys()].sort()).toEqual([...site.keys()].filter((p) => p.endsWith('.zh-CN.yaml')).sort());
    for (const [path, review] of reviews) expect(site.get(path), path).toBe(review);
    expect(reviews.get('text/report.zh-CN.yaml')).toContain(`reportChannels.0.body: ${reportChannels[0]!.body['zh-CN']}`);
  });

  it('has the organisation data\'s review files beside it', () => {
    expect([...organisationReviews.keys()].sort()).toEqual(organisationFiles.map((f) => `organisation/${f.replace('.yaml', '.zh-CN.yaml')}`).sort());
    for (const review of organisationReviews.values()) expect(review).toMatch(/^# The Simplified Chinese of content\/organisation\/\w+\.yaml, made by `npm run build`/);
  });

  it('fills in a named text in each language, and in English where it says .en', () => {
    const { values } = compileTexts(fixture, overrides(''));
    const title = (values.steps as { title: Record<string, string> }[])[0]!.title;
    expect(title['zh-TW']).toBe('撥打反詐騙專線（Anti-fraud hotline）確認帳戶');
    expect(title.en).toBe('Call the Anti-fraud hotline to check the account');
    expect(title['zh-CN']).toBe(toSimplified(title['zh-TW']!));
    expect(values.count).toBe(2);
    // On the site: the names of official bodies are written once and read in every language.
    const hk = reportChannels.find((c) => c.country === 'HK')!;
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as const) expect(text(hk.body, locale)).toContain(text(officialNames.hkAdcc, locale));
  });

  it('is built from the sources alone: a stale or broken review file changes nothing and stops nothing', () => {
    const withReview = (review: string) => new Map([...fixture, ['text/page.zh-CN.yaml', review]]);
    const clean = compileTexts(fixture, overrides(''));
    for (const review of ['steps.0.title: 旧的译文\n', 'not: [valid yaml']) {
      expect(compileTexts(withReview(review), overrides(''))).toEqual(clean);
    }
  });

  it('refuses a reference to no text, naming the file and key', () => {
    const broken = new Map([...fixture, ['text/page.yaml', fixture.get('text/page.yaml')!.replace('{names.hotline}（', '{names.nothing}（')]]);
    expect(problem(broken)).toMatch(/^content\/text\/page\.yaml: steps\.0\.title: \{names\.nothing\} names no text/);
  });
});

describe('an override (content/zh-CN-overrides.yaml)', () => {
  const file = 'content/text/page.yaml';

  it('with a key, changes that text only, and the review file shows it', () => {
    const { values, reviews } = compileTexts(fixture, overrides(entry(`${file}#steps.1.title`, '確認帳戶', '〔改写〕')));
    const steps = values.steps as { title: Record<string, string> }[];
    expect(steps[1]!.title['zh-CN']).toBe('再〔改写〕');
    expect(steps[0]!.title['zh-CN']).not.toContain('〔改写〕');
    expect(reviews.get('text/page.zh-CN.yaml')).toContain('steps.1.title: 再〔改写〕');
  });

  it('without a key, changes every text of its file that says the phrase', () => {
    const { values } = compileTexts(fixture, overrides(entry(file, '確認帳戶', '〔改写〕')));
    expect((values.steps as { title: Record<string, string> }[]).map((s) => s.title['zh-CN']!.includes('〔改写〕'))).toEqual([true, true]);
  });

  it('fails, naming its line, when its text no longer says the phrase or its file is gone', () => {
    expect(problem(fixture, entry(`${file}#steps.0.title`, '這句話不在那裡', '〔改写〕'))).toMatch(/^content\/zh-CN-overrides\.yaml:2: stale override: content\/text\/page\.yaml#steps\.0\.title no longer says "這句話不在那裡"/);
    expect(problem(fixture, entry(`${file}#steps.9.title`, '確認帳戶', '〔改写〕'))).toMatch(/^content\/zh-CN-overrides\.yaml:2: stale override: .*#steps\.9\.title no longer says/);
    expect(problem(fixture, entry('content/text/gone.yaml', '確認帳戶', '〔改写〕'))).toMatch(/^content\/zh-CN-overrides\.yaml:2: stale override: content\/text\/gone\.yaml does not exist/);
  });

  it('is refused when malformed or when it changes nothing', () => {
    expect(problem(fixture, '- at: report.ts:3\n  zh-TW: 報案\n  zh-CN: 报警\n')).toMatch(/^content\/zh-CN-overrides\.yaml:1: /);
    expect(problem(fixture, entry('src/content/report.ts', '報案', '报警'))).toMatch(/^content\/zh-CN-overrides\.yaml:2: file: must be/);
    expect(problem(fixture, entry(file, '確認帳戶', toSimplified('確認帳戶')))).toMatch(/^content\/zh-CN-overrides\.yaml:2: override changes nothing/);
  });
});

describe('an override of the organisation data', () => {
  const description = (data: ReturnType<typeof compileOrganisation>) => data.team.members[0]!.description;

  it('changes the text its key names, and is refused when stale', () => {
    const phrase = Array.from(compileOrganisation(organisationSources).team.members[0]!.description['zh-TW']).slice(0, 2).join('');
    const keyed = entry('content/organisation/team.yaml#members.0.description', phrase, '〔改写〕');
    const reviews = new Map<string, [string, string][]>();
    const data = compileOrganisation(organisationSources, { overrides: overrides(keyed), reviews });
    expect(description(data)['zh-CN']).toContain('〔改写〕');
    expect(reviews.get('content/organisation/team.yaml')).toContainEqual(['members.0.description', description(data)['zh-CN']]);
    const stale = entry('content/organisation/team.yaml#members.0.description', '這句話不在那裡', '〔改写〕');
    expect(() => compileOrganisation(organisationSources, { overrides: overrides(stale) })).toThrow(/^content\/zh-CN-overrides\.yaml:2: stale override: content\/organisation\/team\.yaml#members\.0\.description no longer says/);
  });
});
