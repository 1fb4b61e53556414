// Learning from use without tracking anyone: a search is counted in D1 per normalised
// query, page language and day (found nothing, found results, a result opened), and nothing else
// is kept: no IP address, cookie, place or time of day, and never a query that may hold personal
// data. A ping counts a click only for a query searched that day. The Cron upkeep deletes counts
// past 90 days. Checked by reading the rows after searches.
import { createScheduledController } from 'cloudflare:test';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { keptQuery, maxKeptWords } from '../src/features/search-log/keep.ts';
import { dayOf } from '../src/features/search-log/store.ts';
import { day, retention } from '../src/features/forms/retention.ts';
import worker from '../src/worker.ts';
import { baseEnv, call, db } from './forms.ts';
import { origin } from './helpers.ts';

/** A query no other test asks (the database is shared by the test files). */
const unique = (label: string) => `${label} ${crypto.randomUUID().replace(/[\d-]/g, '').slice(0, 10)}`;
const visitor = { 'CF-Connecting-IP': '198.51.100.77', Cookie: 'place=GB; other=secret-cookie-value' };

const search = (path: string, q: string) => call(`${path}?q=${encodeURIComponent(q)}&place=GB`, { headers: visitor });
const rowsOf = async (query: string) => (await db.prepare('SELECT * FROM search_queries WHERE query = ?').bind(query).all()).results;

describe('the query kept', () => {
  it.each([
    ['Pig Butchering!', 'pig butchering'],
    ['  被騙了 怎麼辦？ ', '被騙了怎麼辦'],
    ['ＵＳＤＴ被騙', 'usdt被騙'],
    ['165', '165'],
  ])('%s is counted as %s', (raw, kept) => expect(keptQuery(raw)).toBe(kept));

  it.each([
    ['a phone number', '0912345678'], ['a spaced number', '0912 345 678'], ['a dashed number', '02-2345-6789'],
    ['full-width digits', '０９１２３４５６７８'], ['an account number in words', 'account 12345 bank'],
    ['an e-mail address', 'someone@example.org'], ['an @ alone', 'wang @ line'], ['a full-width @', '王小明＠gmail'],
    ['a web address', 'https://scam.example'], ['a bare domain', 'invest-now.com'], ['a www address', 'www.lucky-invest'],
    ['more than ten words', Array.from({ length: maxKeptWords + 1 }, (_, i) => `word${String.fromCharCode(97 + i)}`).join(' ')],
    ['a long Chinese account', '我在網路上認識一個男生他說他在國外工作一直跟我借錢我已經匯了好幾次'],
  ])('is never kept when it has %s', (_, raw) => expect(keptQuery(raw)).toBeNull());
});

describe('a search', () => {
  it('that found nothing is counted by day, language and query alone: no IP, cookie, place or time', async () => {
    const q = unique('zqxwvnothing');
    const res = await search('/en/search', q);
    expect(res.status).toBe(200);
    expect(await rowsOf(q)).toEqual([{ day: dayOf(Date.now()), locale: 'en', query: q, empty: 1, answered: 0, clicked: 0 }]);
    // The table holds these six columns and nothing of any visitor, whatever the other tests searched.
    const all = (await db.prepare('SELECT * FROM search_queries').all()).results;
    for (const row of all) expect(Object.keys(row).sort()).toEqual(['answered', 'clicked', 'day', 'empty', 'locale', 'query']);
    const stored = JSON.stringify(all);
    for (const trace of ['198.51.100.77', 'secret-cookie-value', 'place=', '"GB"']) expect(stored).not.toContain(trace);
    for (const row of all) expect(row.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('that found results is counted as answered; opening one counts a click (the ping), once per ping', async () => {
    const q = unique('romance');
    const { html } = await search('/cn/search', q).then(async (res) => ({ html: await res.text() }));
    const links = parse(html).querySelectorAll('[data-search-result] > a');
    expect(links.length).toBeGreaterThan(0);
    const ping = links[0]!.getAttribute('ping')!;
    expect(ping).toBe(`${origin}/cn/search/clicked?q=${encodeURIComponent(q)}`);
    for (const link of links) expect(link.getAttribute('ping')).toBe(ping);
    await search('/cn/search', q);
    const clicked = await call(ping.slice(origin.length), { method: 'POST', headers: { 'Content-Type': 'text/ping', 'Ping-To': links[0]!.getAttribute('href')!, ...visitor }, body: 'PING' });
    expect(clicked.status).toBe(204);
    expect(clicked.headers.get('cache-control')).toBe('no-store');
    expect(await rowsOf(q)).toEqual([{ day: dayOf(Date.now()), locale: 'zh-CN', query: q, empty: 0, answered: 2, clicked: 1 }]);
  });

  it('is never counted, nor pinged, when its query may hold personal data', async () => {
    for (const q of ['romance 0912345678', 'romance someone@example.org', 'romance scam.example.com']) {
      const res = await search('/en/search', q);
      const links = parse(await res.text()).querySelectorAll('[data-search-result] > a');
      expect(links.length, q).toBeGreaterThan(0);
      for (const link of links) expect(link.hasAttribute('ping')).toBe(false);
    }
    // No row anywhere holds a number of 4 digits or more, an @ or a web address, whatever else was searched.
    for (const row of (await db.prepare('SELECT query FROM search_queries').all<{ query: string }>()).results) {
      expect(row.query).not.toMatch(/\d{4}|@|\.com/);
      expect(keptQuery(row.query), row.query).toBe(row.query);
    }
  });

  it('writes nothing for a ping of a query not searched that day, nor of one that may hold personal data', async () => {
    for (const q of [unique('neversearched'), '0912345678']) {
      const res = await call(`/en/search/clicked?q=${encodeURIComponent(q)}`, { method: 'POST', headers: visitor, body: 'PING' });
      expect(res.status).toBe(204);
      expect(await rowsOf(keptQuery(q) ?? q)).toEqual([]);
    }
  });

  it('adds no row to any other table', async () => {
    const tables = (await db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations' AND name <> 'search_queries'").all<{ name: string }>()).results.map((r) => r.name);
    const counts = async () => Promise.all(tables.map(async (t) => (await db.prepare(`SELECT COUNT(*) AS n FROM "${t}"`).first<{ n: number }>())!.n));
    const before = await counts();
    await search('/search', unique('刷單'));
    expect(await counts()).toEqual(before);
  });
});

describe('the Cron upkeep', () => {
  it(`deletes counts older than ${retention.searchCountDays} days and keeps the rest`, async () => {
    const now = Date.now();
    const old = unique('oldquery');
    const recent = unique('recentquery');
    await db.batch([
      db.prepare('INSERT INTO search_queries (day, locale, query, empty) VALUES (?, ?, ?, 1)').bind(dayOf(now - (retention.searchCountDays + 1) * day), 'en', old),
      db.prepare('INSERT INTO search_queries (day, locale, query, empty) VALUES (?, ?, ?, 1)').bind(dayOf(now - (retention.searchCountDays - 1) * day), 'en', recent),
    ]);
    await worker.scheduled(createScheduledController({ scheduledTime: now }), baseEnv);
    expect(await rowsOf(old)).toEqual([]);
    expect((await rowsOf(recent)).length).toBe(1);
  });
});
