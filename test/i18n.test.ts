// Interface strings: complete in every locale, the key shown for a missing one, and the
// Simplified Chinese made from the Traditional Chinese by the build's own function (with the
// reviewed overrides that name the interface strings), committed up to date, and refusing a stale
// override. The content's Simplified Chinese is tested in zh-cn.test.ts.
import { describe, expect, it } from 'vitest';
import { i18nObject } from 'typesafe-i18n';
import zhTW from '../src/i18n/zh-TW/index.ts';
import zhCNModule from '../src/i18n/zh-CN/index.ts?raw';
import { translations, withKeyFallback } from '../src/i18n/translate.ts';
import { toSimplified } from '../scripts/build/zh-cn/convert.ts';
import { INTERFACE_SOURCE, zhCNInterfaceModule } from '../scripts/build/i18n/zh-cn-interface.ts';
import { Overrides } from '../scripts/build/zh-cn/overrides.ts';
import overridesSource from '../content/zh-CN-overrides.yaml?raw';
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
  it('is what the build makes from zh-TW and the overrides (run `npm run build` if this fails)', () => {
    expect(zhCNModule).toBe(zhCNInterfaceModule(zhTW, new Overrides(overridesSource)));
  });

  // A two-string translation, so these hold whatever the real strings say.
  const base = { home: { ctaTitle: '歡迎跟我們談談', lead: '看帳戶' }, cases: { ctaTitle: '歡迎跟我們談談' } };
  const entry = (at: string, from: string, to: string) => `# reviewed\n- file: ${at}\n  from: ${from}\n  to: ${to}\n`;
  const made = (entries: string) => zhCNInterfaceModule(base, new Overrides(entries));

  it('takes an override naming one string by its key, or every string that says the phrase', () => {
    const keyed = made(entry(`${INTERFACE_SOURCE}#home.ctaTitle`, '歡迎跟我們談談', '欢迎联系我们'));
    expect(keyed).toContain('"ctaTitle": "欢迎联系我们"');
    expect(keyed).toContain(`"ctaTitle": "${toSimplified('歡迎跟我們談談')}"`);
    expect(keyed).toContain(`"lead": "${toSimplified('看帳戶')}"`);
    expect(made(entry(INTERFACE_SOURCE, '歡迎跟我們談談', '欢迎联系我们')).match(/欢迎联系我们/g)).toHaveLength(2);
  });

  it('stops, naming the override\'s line, when the string no longer says its phrase', () => {
    expect(() => made(entry(`${INTERFACE_SOURCE}#home.ctaTitle`, '跟我們聊聊', '〔改写〕')))
      .toThrow(/^content\/zh-CN-overrides\.yaml:2: stale override: src\/i18n\/zh-TW\/index\.ts#home\.ctaTitle no longer says "跟我們聊聊"/);
    expect(() => made(entry(`${INTERFACE_SOURCE}#home.gone`, '歡迎跟我們談談', '欢迎联系我们'))).toThrow(/:2: stale override: .*#home\.gone no longer says/);
    expect(() => made(entry(INTERFACE_SOURCE, '這句話不在那裡', '〔改写〕'))).toThrow(/:2: stale override: src\/i18n\/zh-TW\/index\.ts no longer says/);
  });

  it('ignores an override of another file, which that file\'s step checks', () => {
    expect(made(entry('content/text/page.yaml#x', '這句話不在那裡', '〔改写〕'))).toBe(made(''));
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
