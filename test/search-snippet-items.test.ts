// A search result made of separate items (support lines, the report page's channels) reads as
// separate items (grade E): a line's name set off from its number, who it is for and its hours
// as the page says them, and each item ended before the next begins, in every language. What the
// items are is read from the content.
import { describe, expect, it } from 'vitest';
import { reportChannels } from '../src/content/report.ts';
import { supportLines } from '../src/content/report-help.ts';
import { text } from '../src/content/text.ts';
import { translations } from '../src/i18n/translate.ts';
import { searchDocuments } from '../src/search/documents.ts';
import { fullText } from '../src/search/placed.ts';
import { locales, localizePath } from '../src/site/locale.ts';
import { page, textOf } from './helpers.ts';
import { noEntries } from './entry-bodies.ts';
import { collect } from '../src/search/item-text.ts';
import type { Body } from '../src/content/body.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a result made of separate items reads them separately', () => {
  it.each(locales)('every support line and report channel in %s: its name set off, its item ended before the next', (locale) => {
    const LL = translations(locale);
    const t = (v: Parameters<typeof text>[0]) => text(v, locale);
    // The pages' own documents: no article or news item is made of items.
    const docs = searchDocuments(locale, noEntries);
    const talk = fullText(docs.find((d) => d.path === '/report#talk')!.pieces!);
    const field = locale === 'en' ? ', ' : '，';
    for (const line of supportLines) {
      const said = `${t(line.name)}${field}${line.phones[0]!.number}`;
      // Preceded by the start of the text or the end of a sentence, never by the last line's hours.
      expect(talk, said).toMatch(new RegExp(`(?:^|[.。] ?)${escape(said)}`));
      expect(talk, said).toContain(LL.firstMinute.supportAbout({ who: t(line.audience), when: t(line.when) }));
    }
    const report = docs.find((d) => d.path === '/report')!.pieces!;
    for (const channel of reportChannels) {
      const piece = report.find(([place, part]) => place === channel.country && part.startsWith(t(channel.place)))?.[1];
      expect(piece, channel.country).toBeDefined();
      // "Hong Kong. The Hong Kong Police…", "香港，香港警務處…": the place, then a mark.
      expect(piece!.slice(t(channel.place).length)[0], piece).toMatch(/[.,，。]/);
    }
  });

  it.each(locales)('a support line\'s snippet on /search in %s shows its name, number and who it is for apart', async (locale) => {
    const line = supportLines.find((l) => l.phones.some((p) => !/\s/.test(p.number) && p.number.length >= 4))!;
    const number = line.phones[0]!.number;
    const t = (v: Parameters<typeof text>[0]) => text(v, locale);
    const url = `${localizePath('/search', locale)}?q=${encodeURIComponent(number)}&place=${line.country}`;
    const { res, doc } = await page(url);
    expect(res.status).toBe(200);
    const snippet = textOf(doc.querySelector('[data-search-result="/report#talk"] p'));
    expect(snippet).toContain(`${t(line.name)}${locale === 'en' ? ', ' : '，'}${number}`);
    // "For: anyone in distress", as the page says who a line is for.
    const about = translations(locale).firstMinute.supportAbout({ who: t(line.audience), when: t(line.when) });
    expect(snippet).toContain(about.slice(0, about.indexOf(t(line.audience)) + t(line.audience).length));
  });
});

describe('a body\'s headings and list items are set off in the snippet text', () => {
  const body = (heading: string, lead: string, items: readonly string[]): Body => [
    { kind: 'h2', content: [heading] }, { kind: 'p', content: [lead] }, { kind: 'ul', items: items.map((i) => [i]) }, { kind: 'p', content: ['END'] },
  ];
  const value = {
    'zh-TW': body('感情詐騙與「殺豬盤」', '常見警訊：很快就示愛。', ['2 月 28 日：感情詐騙', '3 月 27 日：釣魚簡訊']),
    'zh-CN': body('感情诈骗与“杀猪盘”', '常见危险信号：很快就示爱。', ['2 月 28 日：感情诈骗', '3 月 27 日：钓鱼短信']),
    en: body('Romance baiting', 'Warning signs: love declared fast.', ['Feb 28: romance scams', 'Mar 27: phishing']),
  };
  it.each(locales)('in %s: a heading ends before its text, an item before the next, with the language\'s own marks', (locale) => {
    const said = collect(value, locale).join(' ');
    if (locale === 'en') {
      expect(said).toContain('Romance baiting — Warning signs');
      expect(said).toContain('Feb 28: romance scams. Mar 27: phishing. END');
    } else {
      // No spaced dash in Chinese (a calque of the English one): a heading is a sentence of its own.
      expect(said).not.toContain(' — ');
      expect(said).toMatch(/」。常見警訊|”。常见危险信号/u);
      expect(said).toMatch(/感情詐騙。 ?3 月 27 日|感情诈骗。 ?3 月 27 日/u);
      expect(said).toMatch(/(簡訊|短信)。 ?END/u);
    }
  });
});
