// Interface strings: complete in every locale, the key shown for a missing one, and the
// Simplified Chinese generated from the Traditional Chinese (and not stale). The content's
// Simplified Chinese is tested in zh-cn.test.ts.
import { describe, expect, it } from 'vitest';
import { i18nObject } from 'typesafe-i18n';
import zhTW from '../src/i18n/zh-TW/index.ts';
import zhCNModule from '../src/i18n/zh-CN/index.ts?raw';
import { translations, withKeyFallback } from '../src/i18n/translate.ts';
import { toSimplified, zhCNTranslationModule } from '../scripts/zh-cn.ts';
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
  it('is generated from zh-TW and up to date (run `npm run build` if this fails)', () => {
    expect(zhCNModule).toBe(zhCNTranslationModule(zhTW));
  });

  it('uses Mainland terms where OpenCC alone would not', () => {
    const withAccount = '客戶被拉進通訊軟體上的群組，匯款到對方的帳戶。';
    expect(toSimplified(withAccount)).toContain('账户');
    expect(toSimplified(withAccount)).not.toContain('帐户');
    expect(toSimplified(withAccount)).toContain('软件');
    // Content, the organisation's data among it, is compiled with the same conversion.
    for (const value of [featuredCases[0]!.description, featuredCases[0]!.title]) {
      expect(text(value, 'zh-CN')).toBe(toSimplified(value['zh-TW']));
    }
    expect(translations('zh-CN').countries.AU()).toBe('澳大利亚');
    expect(translations('zh-CN').nav.privacy()).toBe('隐私政策');
  });
});
