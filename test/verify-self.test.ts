// Check Who We Are is the page the rest of the site sends a reader to before paying: on the page
// itself, its text points to what is on it ("the account above"), never to itself by name; and it
// says whom to complain to about us besides us.
import { describe, expect, it } from 'vitest';
import { identity } from '../src/content/identity.ts';
import { text } from '../src/content/text.ts';
import { translations } from '../src/i18n/translate.ts';
import { page, textOf } from './helpers.ts';

describe('Check Who We Are', () => {
  it.each(['/verify', '/cn/verify', '/en/verify'])('%s does not send the reader to itself', async (path) => {
    const { doc } = await page(path);
    const main = doc.querySelector('main')!;
    const name = textOf(main.querySelector('h1')).trim();
    expect(name.length).toBeGreaterThan(3);
    main.querySelector('h1')!.remove();
    expect(textOf(main)).not.toContain(name);
  });
});

describe('How to complain about us', () => {
  it.each([['zh-TW', '/verify'], ['zh-CN', '/cn/verify'], ['en', '/en/verify']] as const)('%s names the registry that registered us, with our number, and the consumer-protection body where the reader lives', async (locale, path) => {
    const { doc } = await page(path);
    const V = translations(locale).pages.verify;
    const section = doc.querySelector('main #complain');
    expect(textOf(section?.querySelector('h2'))).toBe(V.complainTitle());
    expect(textOf(section?.querySelector('[data-complain-registry]'))).toBe(V.complainRegistry({ registry: text(identity.registration.registry, locale), number: identity.registration.number }));
    expect(textOf(section?.querySelector('[data-complain-consumer]'))).toBe(V.complainConsumer());
  });
});
