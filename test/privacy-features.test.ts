// The Privacy Policy describes what the site runs: the newsletter's and the live chat's sections
// show only where the configuration has them (src/components/site-features.ts), in every language.
import { describe, expect, it } from 'vitest';
import { call, html } from './forms.ts';
import { textOf } from './helpers.ts';
import { localizePath, locales } from '../src/site/locale.ts';
import { translations } from '../src/i18n/translate.ts';

const newsletter = { NEWSLETTER_API_URL: 'https://mail.test/api', NEWSLETTER_FROM: 'news@example.org', NEWSLETTER_API_KEY: 'test-key' };
const chat = { CHAT_PROVIDER: 'tawk', CHAT_ID: 'prop/widget' };
// The words each section's heading starts with, per language.
const words = {
  'zh-TW': { newsletter: '電子報', chat: '即時諮詢' },
  'zh-CN': { newsletter: '邮件通讯', chat: '实时咨询' },
  en: { newsletter: 'newsletter', chat: 'live chat' },
} as const;

async function policy(locale: (typeof locales)[number], extra = {}) {
  const doc = await html(await call(localizePath('/privacy', locale), {}, extra));
  return { main: textOf(doc.querySelector('main')).toLowerCase(), headings: doc.querySelectorAll('main h3').map(textOf) };
}

describe.each(locales)('the Privacy Policy (%s)', (locale) => {
  const w = words[locale];

  it('without a newsletter or a chat says nothing of either', async () => {
    const { main } = await policy(locale);
    expect(main).not.toContain(w.newsletter);
    expect(main).not.toContain(w.chat);
  });

  it('with them configured, has a section on each', async () => {
    const { headings } = await policy(locale, { ...newsletter, ...chat });
    expect(headings.filter((h) => h.toLowerCase().includes(w.newsletter))).toHaveLength(1);
    expect(headings.filter((h) => h.toLowerCase().includes(w.chat))).toHaveLength(1);
  });

  it('the blog box without a newsletter offers the feed and promises no email', async () => {
    const doc = await html(await call(localizePath('/blog', locale)));
    const box = textOf(doc.querySelector('[data-newsletter]'));
    expect(box).toContain(translations(locale).newsletter.feedTitle());
    expect(box).not.toContain(translations(locale).blog.newsletterLead());
  });
});
