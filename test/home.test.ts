// Home: the headline, the actions, the four figures and the practice-area amounts per locale.
import { describe, expect, it } from 'vitest';
import { page, textOf } from './helpers.ts';

describe('home', () => {
  it.each([
    ['/', '被騙了怎麼辦？', 'US$676,151,185'],
    ['/cn', '被骗了怎么办？', 'US$676,151,185'],
    ['/en', "What to do if you've been scammed?", '$676,151,185'],
  ])('%s has the headline and locale-formatted amounts', async (url, headline, amount) => {
    const { doc } = await page(url);
    expect(textOf(doc.querySelector('h1'))).toBe(headline);
    expect(textOf(doc.querySelector('#services'))).toContain(amount);
  });

  it('shows the four stat tiles and both readings of 540', async () => {
    const { doc } = await page('/en');
    const stats = doc.querySelector('#stats')!;
    const values = stats.querySelectorAll('dt + dd').map(textOf);
    expect(values).toEqual(['30+', '540', '96%', '60+']);
    // 540 reads as team members and global advisors together (SPEC section 1 gives both).
    expect(textOf(stats)).toContain('Team members and global advisors');
    // 30+ is the partner network; the 11 are the places we serve.
    expect(textOf(stats)).toContain('Countries and regions in our partner network');
    expect(textOf(stats)).toContain('We serve clients in 11 of them');
  });

  it('lists the four practice areas with their amounts and fraud types', async () => {
    const { doc } = await page('/en');
    const cards = doc.querySelectorAll('#services li');
    expect(cards.map((c) => textOf(c.querySelector('dd')))).toEqual(['$676,151,185', '$211,382,989', '$141,110,441', '$96,844,144']);
    const text = textOf(doc.querySelector('#services'));
    for (const t of ['Business email fraud', 'Romance scam', 'Non-payment scam', 'Investment scam']) expect(text).toContain(t);
  });

  it('links the free assessment to the contact details, learn-more to about, and cases from the CTA', async () => {
    const { doc } = await page('/cn');
    const hero = doc.querySelector('main > div')!;
    const heroLinks = hero.querySelectorAll('a').map((a) => [textOf(a), a.getAttribute('href')]);
    // The promises beside the free assessment lead to How We Work.
    expect(heroLinks).toEqual([['免费案件评估', '/cn/contact'], ['了解我们', '/cn/about'], ['我们如何收费，以及如何分辨追款诈骗', '/cn/how-we-work']]);
    expect(doc.querySelector('#about a')?.getAttribute('href')).toBe('/cn/about');
    expect(doc.querySelectorAll('#cta a').map((a) => a.getAttribute('href'))).toEqual(['/cn/contact', '/cn/cases', '/cn/how-we-work']);
    expect(doc.querySelector('#contact')).not.toBeNull();
  });
});
