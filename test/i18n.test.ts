// Interface strings: complete in every locale, the key shown for a missing one, and the
// Simplified Chinese generated from the Traditional Chinese (and not stale).
import { describe, expect, it } from 'vitest';
import { i18nObject } from 'typesafe-i18n';
import zhTW from '../src/i18n/zh-TW/index.ts';
import zhCNModule from '../src/i18n/zh-CN/index.ts?raw';
import zhCNContentModule from '../src/content/zh-CN.ts?raw';
import { translations, withKeyFallback } from '../src/i18n/translate.ts';
import { toSimplified, zhCNTranslationModule } from '../scripts/zh-cn.ts';
import { zhCNTextOutputs } from '../scripts/zh-cn-text.ts';
import textOverrides from '../content/zh-CN-text-overrides.yaml?raw';
import textReview from '../content/zh-CN-text.yaml?raw';
import { text } from '../src/content/text.ts';
import { featuredCases } from '../src/content/cases.ts';

describe('missing translations', () => {
  it('show the key itself', () => {
    const partial = { nav: { home: 'Home' } };
    const filled = withKeyFallback({ nav: { home: '首頁', about: '關於我們' }, site: { name: '名稱' } }, partial);
    const LL = i18nObject('en', filled as never) as unknown as { nav: { home(): string; about(): string }; site: { name(): string } };
    expect(LL.nav.home()).toBe('Home');
    expect(LL.nav.about()).toBe('nav.about');
    expect(LL.site.name()).toBe('site.name');
  });

  it('treat an empty string as missing', () => {
    expect(withKeyFallback({ a: 'x' }, { a: '' })).toEqual({ a: 'a' });
  });

  it('never happen in the shipped locales', () => {
    for (const locale of ['zh-TW', 'zh-CN', 'en'] as const) {
      const LL = translations(locale);
      expect(LL.nav.home()).not.toBe('nav.home');
      expect(LL.notFound.home()).not.toBe('notFound.home');
    }
  });
});

describe('Simplified Chinese', () => {
  it('is generated from zh-TW and up to date (run `npm run i18n` if this fails)', () => {
    expect(zhCNModule).toBe(zhCNTranslationModule(zhTW));
  });

  const modules = import.meta.glob(['../src/content/**/*.ts', '!../src/content/{types,zh-CN,text,text-key}.ts'], { eager: true });

  it('content map and its review file are up to date with every content module', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(8);
    const { map, review } = zhCNTextOutputs(modules, textOverrides);
    expect(zhCNContentModule).toBe(map);
    expect(textReview).toBe(review);
  });

  describe('an override of the text in src/content/*.ts, keyed by where the text lives', () => {
    const at = 'src/content/report.ts#firstSteps.0.title';
    const source = (modules['../src/content/report.ts'] as { firstSteps: { title: { 'zh-TW': string } }[] }).firstSteps[0]!.title['zh-TW'];
    const phrase = Array.from(source).slice(0, 2).join('');
    const entry = (where: string, zhTW: string) => `# reviewed\n- at: ${where}\n  zh-TW: ${zhTW}\n  zh-CN: 〔改写〕\n`;
    const problem = (yaml: string) => {
      try { zhCNTextOutputs(modules, yaml); } catch (error) { return (error as Error).message; }
      return '';
    };

    it('changes that text, and the review file shows it at its location', () => {
      const { map, review } = zhCNTextOutputs(modules, entry(at, phrase));
      expect(map).toContain('〔改写〕');
      expect(review).toMatch(new RegExp(`${at.replace(/[.#]/g, '\\$&')}:\\n  zh-TW: .*\\n  zh-CN: 〔改写〕`));
    });

    it('fails, naming its file and line, when the location no longer says the phrase or is gone', () => {
      expect(problem(entry(at, '這句話不在那裡'))).toMatch(/^content\/zh-CN-text-overrides\.yaml:2: stale override: src\/content\/report\.ts#firstSteps\.0\.title no longer says "這句話不在那裡"/);
      expect(problem(entry('src/content/report.ts#noSuchField.0', phrase))).toMatch(/^content\/zh-CN-text-overrides\.yaml:2: stale override: .* does not exist/);
      expect(problem('- at: report.ts:3\n  zh-TW: 報案\n  zh-CN: 报警\n')).toMatch(/^content\/zh-CN-text-overrides\.yaml:1: at: must be/);
    });
  });

  it('uses Mainland terms where OpenCC alone would not', () => {
    const withAccount = '客戶被拉進通訊軟體上的群組，匯款到對方的帳戶。';
    expect(toSimplified(withAccount)).toContain('账户');
    expect(toSimplified(withAccount)).not.toContain('帐户');
    expect(toSimplified(withAccount)).toContain('软件');
    // Content, the organisation's data among it, reads the same conversion from the map.
    for (const value of [featuredCases[0]!.description, featuredCases[0]!.title]) {
      expect(text(value, 'zh-CN')).toBe(toSimplified(value['zh-TW']));
    }
    // A text the map does not know (the map is stale) falls back to zh-TW, never to nothing.
    expect(text({ 'zh-TW': '未知的文字', en: 'unknown' }, 'zh-CN')).toBe('未知的文字');
    expect(translations('zh-CN').countries.AU()).toBe('澳大利亚');
    expect(translations('zh-CN').nav.privacy()).toBe('隐私政策');
  });
});
