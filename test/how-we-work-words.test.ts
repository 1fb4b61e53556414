// How We Work's words for what we charge and what others may charge: under the list of
// others' costs, in full-size bold, that we never pass on a request for them nor collect them; the
// case assessment never called the "first" one outside the Terms, and said free once in its
// section; "work with us" / "go ahead with us", never "hire us", on the pages that name our fees.
import { describe, expect, it } from 'vitest';
import { feeSchedule } from '../src/content/fees.ts';
import { text } from '../src/content/text.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';

describe.each(locales)('How We Work in %s', (locale) => {
  it('says right under the list of others\' costs that we never pass on a request for them nor collect them', async () => {
    const { doc } = await page(localizePath('/how-we-work', locale));
    const others = doc.querySelector('[data-third-party]')!;
    const list = others.querySelector('ul')!;
    const never = list.nextElementSibling!;
    expect(never.getAttribute('data-never-collected')).toBe('');
    expect(textOf(never)).toBe(text(feeSchedule.neverCollected, locale));
    expect(never.getAttribute('class') ?? '').not.toMatch(/text-(xs|sm)\b/);
  });

  it('calls the case assessment free once in its own section, and never the "first" one on the pages that name our fees', async () => {
    const { doc } = await page(localizePath('/how-we-work', locale));
    const section = textOf(doc.querySelector('#free-assessment'));
    const heading = textOf(doc.querySelector('#free-assessment h2'));
    const free = locale === 'en' ? /\bfree\b/gi : /免費|免费/g;
    expect(section.slice(section.indexOf(heading) + heading.length).match(free) ?? []).toHaveLength(1);
    for (const path of ['/how-we-work', '/contact', '/business', '/']) {
      const shown = textOf((await page(localizePath(path, locale))).doc.querySelector('main'));
      expect(shown, path).not.toMatch(/first (30-minute )?(case )?assessment|第一次\s*(30 分鐘的)?\s*(案件)?評估|第一次\s*(30 分钟的)?\s*(案件)?评估/i);
      expect(shown, path).not.toMatch(/\bhire us\b|委任我們|委任本協會/i);
    }
  });
});
