// The visitor's place: a place chosen with ?place= is kept in the functional "place"
// cookie, so the next page (Home's first screen, /report, a guide, the request form) speaks to the
// same place; "Not in {place}?" is one tap away wherever a place is spoken to; pages that depend
// on it stay out of shared caches. Mainland China is a twelfth place (FACTS block 4), and a place
// whose number is for emergencies only leads with reporting online. Expectations come from the
// FACTS-based content modules and the interface strings, never from organisation data.
import { describe, expect, it } from 'vitest';
import { checkFirst, checkFirstToken } from '../src/content/check-tools.ts';
import { scamGuides } from '../src/content/scams.ts';
import { reportChannels } from '../src/content/report.ts';
import { translations } from '../src/i18n/translate.ts';
import { placeCookie, places } from '../src/site/place.ts';
import { get, page, textOf } from './helpers.ts';

const from = (country: string | undefined, cookie?: string): RequestInit<IncomingRequestCfProperties> => ({
  ...(country ? { cf: { country } as IncomingRequestCfProperties } : {}),
  ...(cookie !== undefined ? { headers: { Cookie: cookie } } : {}),
});
const tel = (n: string) => `tel:${n.replace(/[^+\d]/g, '')}`;
const en = translations('en');

describe('a chosen place is kept', () => {
  it('?place= sets the functional cookie: the code only, HttpOnly, Lax, whole site, Secure over HTTPS', async () => {
    const res = await get('/en/report?place=de');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(new RegExp(`^${placeCookie}=DE;`));
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=\d+/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Secure/);
    expect((await get('/en/report?place=other')).headers.get('set-cookie')).toMatch(/^place=other;/);
    // No choice, or one not understood: nothing is set.
    for (const url of ['/en/report', '/en/report?place=XX', '/en/report?place=%00', '/en?place=']) {
      expect((await get(url)).headers.get('set-cookie'), url).toBeNull();
    }
  });

  it('the next pages speak to the chosen place, over the edge\'s country', async () => {
    const cookie = `${placeCookie}=DE`;
    const home = await page('/en', from('GB', cookie));
    expect(home.doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe('DE');
    const report = await page('/en/report', from('GB', cookie));
    const first = report.doc.querySelector('#channels [data-country]')!;
    expect(first.getAttribute('data-country')).toBe('DE');
    expect(first.querySelector('details')?.hasAttribute('open')).toBe(true);
    const guide = await page('/en/scams/investment', from('GB', cookie));
    expect(guide.doc.querySelector('[data-report-here]')?.getAttribute('data-report-here')).toBe('DE');
    // The request form: the chosen country preselected (and nothing from the edge alone).
    const form = await page('/en/contact', from('GB', cookie));
    expect(form.doc.querySelector('#f-country option[selected]')?.getAttribute('value')).toBe('DE');
    const unchosen = await page('/en/contact', from('GB'));
    expect(unchosen.doc.querySelector('#f-country option[selected]')?.getAttribute('value') ?? '').toBe('');
    // Any page's phone bar calls the chosen place's number.
    const gb = reportChannels.find((c) => c.country === 'GB')!;
    const about = await page('/en/about', from('AU', `${placeCookie}=GB`));
    expect(about.doc.querySelector('[data-reach-bar] [data-reach-call]')?.getAttribute('href')).toBe(tel(gb.phones[0]!.number));
    // A place in the URL wins over the cookie.
    expect((await page('/en?place=FR', from('GB', cookie))).doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe('FR');
  });

  it('"somewhere else" forgets the edge\'s guess too: the language\'s default places', async () => {
    const english = await page('/en', from('GB', 'place=other'));
    expect(english.doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe('');
    const chinese = await page('/', from('TW', 'place=other'));
    expect(chinese.doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe('');
  });

  it('a cookie not understood is ignored: the edge\'s country, then the language\'s default', async () => {
    for (const cookie of ['place=XX', 'place=', 'other=1; place=%3Cb%3E', 'placed=DE', '=;;']) {
      const { res, doc } = await page('/en', from('AU', cookie));
      expect(res.status, cookie).toBe(200);
      expect(doc.querySelector('[data-first-call]')?.getAttribute('data-first-call'), cookie).toBe('AU');
    }
    expect((await page('/', from(undefined, 'place=XX'))).doc.querySelector('[data-first-call]')?.getAttribute('data-first-call')).toBe('TW');
  });

  it('a page that depends on the place is private, varies on Cookie, and has an ETag per place', async () => {
    for (const path of ['/en', '/en/report', '/en/scams/job', '/en/contact']) {
      const de = await get(path, from('GB', 'place=DE'));
      const fr = await get(path, from('GB', 'place=FR'));
      const none = await get(path, from('GB'));
      expect(de.headers.get('cache-control'), path).toBe('private, max-age=0, must-revalidate');
      expect(de.headers.get('vary'), path).toMatch(/Cookie/i);
      expect(new Set([de, fr, none].map((r) => r.headers.get('etag'))).size, path).toBe(3);
      const cross = await get(path, { ...from('GB', 'place=FR'), headers: { Cookie: 'place=FR', 'If-None-Match': de.headers.get('etag')! } });
      expect(cross.status, path).toBe(200);
      const same = await get(path, { cf: { country: 'GB' } as IncomingRequestCfProperties, headers: { Cookie: 'place=DE', 'If-None-Match': de.headers.get('etag')! } });
      expect(same.status, path).toBe(304);
    }
    // A page that does not use the edge's country: public without a choice, but with one (the phone
    // bar's Call speaks to it) private, with an ETag of its own; both vary on Cookie.
    const team = await get('/en/team', from('GB'));
    expect(team.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(team.headers.get('vary')).toMatch(/Cookie/i);
    const chosen = await get('/en/team', from('GB', 'place=DE'));
    expect(chosen.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    expect(chosen.headers.get('etag')).not.toBe(team.headers.get('etag'));
    expect((await get('/en/team', from('GB', 'place=FR'))).headers.get('etag')).not.toBe(chosen.headers.get('etag'));
  });

  it('/privacy names the cookie in all three languages', async () => {
    for (const prefix of ['', '/cn', '/en']) {
      expect(textOf((await page(`${prefix}/privacy`)).doc.querySelector('main'))).toMatch(/[“「]place[”」]/);
    }
  });
});

describe('"Not in {place}?"', () => {
  it.each([['/en', 'GB'], ['/en/scams/romance', 'AU'], ['/', 'TW'], ['/cn/scams/job', 'HK']])('on %s from %s, next to the place, leads to the place chooser', async (path, cc) => {
    const { doc } = await page(path, from(undefined, `place=${cc}`));
    const links = doc.querySelectorAll(`a[data-not-in="${cc}"]`);
    expect(links.length).toBeGreaterThan(0);
    const prefix = path.startsWith('/en') ? '/en' : path.startsWith('/cn') ? '/cn' : '';
    const L = translations(prefix === '/en' ? 'en' : prefix === '/cn' ? 'zh-CN' : 'zh-TW');
    for (const a of links) {
      expect(a.getAttribute('href')).toBe(`${prefix}/report#places`);
      expect(textOf(a)).toBe(L.firstMinute.notIn({ place: L.placeInSentence[cc as 'GB']() }));
    }
    const chooser = await page(`${prefix}/report`, from(undefined, `place=${cc}`));
    expect(chooser.doc.querySelector(`#places a[data-place-link="${cc}"]`)?.getAttribute('aria-current')).toBe('true');
  });

  it('names a place in a sentence as the style sheet does: "the United States", "the UK"', async () => {
    for (const [cc, question] of [['US', 'Not in the United States? Choose your country or region'], ['GB', 'Not in the UK? Choose your country or region'], ['CN', 'Not in mainland China? Choose your country or region']] as const) {
      const { doc } = await page('/en', from(undefined, `place=${cc}`));
      expect(doc.querySelectorAll(`a[data-not-in="${cc}"]`).map(textOf), cc).toContain(question);
    }
  });
});

describe('Mainland China, for Simplified Chinese readers', () => {
  const mainland = reportChannels.find((c) => c.country === 'CN')!;

  it('is a place on /report in every language, named neutrally, with its card and official numbers', async () => {
    for (const [prefix, name] of [['/cn', '中国大陆'], ['', '中國大陸'], ['/en', 'Mainland China']] as const) {
      const { doc } = await page(`${prefix}/report`);
      expect(textOf(doc.querySelector('#places a[data-place-link="CN"]'))).toBe(name);
      const card = doc.querySelector('#country-cn')!;
      expect(textOf(card.querySelector('h3'))).toBe(name);
      expect(card.querySelectorAll('[data-channel] a[href^="tel:"]').map((a) => a.getAttribute('href')))
        .toEqual(mainland.phones.map((p) => tel(p.number)));
    }
    // Taiwan and Hong Kong named as places, never as parts of another, in Simplified Chinese.
    const cn = textOf((await page('/cn/report')).doc.querySelector('#places'));
    expect(cn).toContain('台湾');
    expect(cn).toContain('香港');
    expect(cn).not.toMatch(/中国台湾|中国香港/);
  });

  it('is not a service country: the footer lists the 11 only', async () => {
    const { doc } = await page('/cn');
    expect(doc.querySelectorAll('footer a[data-place-link]').map((a) => a.getAttribute('data-place-link'))).not.toContain('CN');
  });

  it('a reader there gets its official number on Home, and its card first on /report', async () => {
    const home = await page('/cn', from('CN'));
    const line = home.doc.querySelector('[data-first-call]')!;
    expect(line.getAttribute('data-first-call')).toBe('CN');
    expect(line.querySelector('[data-official-call]')?.getAttribute('href')).toBe(tel(mainland.phones[0]!.number));
    const report = await page('/cn/report', from('CN'));
    expect(report.doc.querySelector('#channels [data-country]')?.getAttribute('data-country')).toBe('CN');
  });

  it('a guide\'s "check first" line gives the line of the reader\'s place, or none where it has none', async () => {
    const guide = scamGuides.find((g) => g.doNow.some((step) => step.en.includes(checkFirstToken)))!;
    const step = async (path: string, init?: RequestInit<IncomingRequestCfProperties>) => {
      const { doc } = await page(path, init);
      const steps = doc.querySelectorAll('#do-now ol li').map(textOf);
      expect(steps.join(' '), path).not.toContain('{');
      return steps.find((s) => checkFirst.some((l) => s.includes(` ${l.number}`)));
    };
    const shown = (text: string | undefined) => checkFirst.filter((l) => text?.includes(` ${l.number}`)).map((l) => l.country);
    for (const prefix of ['', '/cn', '/en']) {
      for (const place of places) {
        const own = checkFirst.filter((l) => l.country === place).map((l) => l.country);
        const text = await step(`${prefix}/scams/${guide.id}?place=${place}`);
        // Its own line only; a place without one is never handed another place's number.
        expect(shown(text), `${prefix} ${place}`).toEqual(own);
      }
    }
    // A reader whose place is unknown (and whose language has several usual places) gets every line, each with its place.
    expect(shown(await step(`/en/scams/${guide.id}?place=other`)).length).toBeGreaterThan(1);
    expect(shown(await step(`/cn/scams/${guide.id}?place=other`))).toContain('CN');
  });
});

describe('the number for danger now (FACTS "In danger now")', () => {
  // Where a place's fraud line is given, its emergency number is too, saying which is for what.
  it.each(places)('is beside the fraud line of %s, on the first screen and its card, in every language', async (cc) => {
    const channel = reportChannels.find((c) => c.country === cc)!;
    expect(channel.emergency.length, cc).toBeGreaterThan(0);
    const line = channel.phones.find((p) => !p.emergencyOnly);
    const same = line !== undefined && channel.emergency.every((n) => n === line.number);
    for (const prefix of ['', '/cn', '/en']) {
      for (const [path, scope] of [[`${prefix}?place=${cc}`, '[data-first-call]'], [`${prefix}/report?place=${cc}`, `#channels [data-country="${cc}"]`]] as const) {
        const { doc } = await page(path);
        const box = doc.querySelector(scope)!;
        const danger = box.querySelector('[data-danger-now]');
        if (same) {
          // Mainland China: 110 is both; its line already says so.
          expect(danger, path).toBeNull();
          continue;
        }
        expect(danger?.querySelectorAll('[data-emergency-call]').map((a) => a.getAttribute('href')), path).toEqual(channel.emergency.map(tel));
        if (line) expect(textOf(danger), path).toContain(line.number);
      }
    }
  });
});

describe('where the official number is for emergencies only', () => {
  const emergencyOnly = reportChannels.filter((c) => c.phones[0]?.emergencyOnly);

  it('there is such a place (Germany and France in FACTS)', () => {
    expect(emergencyOnly.length).toBeGreaterThan(0);
  });

  it.each(emergencyOnly.map((c) => c.country))('Home\'s first screen for %s leads with reporting online, the number given for danger now', async (cc) => {
    const channel = emergencyOnly.find((c) => c.country === cc)!;
    const { doc } = await page(`/en?place=${cc}`);
    const box = doc.querySelector('[data-first-call]')!;
    expect(box.hasAttribute('data-report-online')).toBe(true);
    const text = textOf(box);
    const online = en.firstMinute.reportOnline({ place: en.placeInSentence[cc as 'DE']() });
    expect(text).toContain(online);
    expect(text.indexOf(online)).toBeLessThan(text.indexOf(en.firstMinute.dangerNow()));
    expect(box.querySelector('[data-danger-now] a')?.getAttribute('href')).toBe(tel(channel.phones[0]!.number));
    expect(text).not.toContain(en.firstMinute.officialNumber({ place: en.countries[cc as 'DE']() }));
  });

  it('every place is on /report (twelve)', async () => {
    expect((await page('/en/report')).doc.querySelectorAll('#channels [data-country]')).toHaveLength(places.length);
  });
});
