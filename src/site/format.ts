// Numbers and dates in the page's locale, with the platform's Intl formatters (made once each).
import type { Locale } from './locale.ts';

const intlLocale: Readonly<Record<Locale, string>> = { 'zh-TW': 'zh-TW', 'zh-CN': 'zh-CN', en: 'en-US' };

const usd = new Map<Locale, Intl.NumberFormat>();
const compactUsd = new Map<Locale, Intl.NumberFormat>();
const dates = new Map<Locale, Intl.DateTimeFormat>();

function memo<T>(map: Map<Locale, T>, locale: Locale, make: () => T): T {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make()));
  return value;
}

/**
 * Chinese text as the site writes it: a space between a digit and a Chinese character, either
 * side (2024 年 2 月 20 日, 8.9 億美元, 24 小時), as Intl does not (2024年2月20日, 8.9億).
 */
function spaced(text: string): string {
  return text.replace(/(\d)(?=[\u3400-\u9fff])/g, '$1 ').replace(/([\u3400-\u9fff])(?=\d)/g, '$1 ');
}

/** An amount in US dollars. English: Intl's currency format ($676,151,185, $890M). Chinese writes
 *  the number followed by 美元 (676,151,185 美元, 8.9 億美元), not the symbol US$ that Intl gives,
 *  with the site's space after a digit, and grouping in a rounded amount too (9,680 萬美元). A
 *  figure's box keeps it on one line (whitespace-nowrap). */
function formatDollars(cache: Map<Locale, Intl.NumberFormat>, amount: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  const english = locale === 'en';
  const figure = memo(cache, locale, () =>
    new Intl.NumberFormat(intlLocale[locale], english ? { ...options, style: 'currency', currency: 'USD' } : { ...options, useGrouping: 'always' }),
  ).format(amount);
  if (english) return figure;
  return spaced(`${figure}美元`);
}

/** 676151185 -> '676,151,185 美元' (zh) or '$676,151,185' (en). */
export function formatUsd(amount: number, locale: Locale): string {
  return formatDollars(usd, amount, locale, { maximumFractionDigits: 0 });
}

/** 890000000 -> '$890M' / '8.9 億美元' / '8.9 亿美元'; 96844144 -> '$96.8M' / '9,680 萬美元'. A
 *  rounded amount: at most three significant digits and one decimal, whichever is coarser, so no
 *  language's figure looks counted to the dollar (9684.4萬 would). */
export function formatUsdCompact(amount: number, locale: Locale): string {
  return formatDollars(compactUsd, amount, locale, {
    notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1, maximumSignificantDigits: 3, roundingPriority: 'lessPrecision',
  });
}

/** An amount to the dollar, as the records give it, with its rounded form beside when that is
 *  shorter: '$676,151,185 (about $676M)' / '676,151,185 美元（約 6.76 億美元）'. An amount the
 *  rounded form gives exactly is written that way ('$890M' for 890,000,000). `about` words the
 *  rounded form ('about {amount}'). */
export function formatUsdExact(amount: number, locale: Locale, about: (p: { amount: string }) => string): string {
  const exact = formatUsd(amount, locale);
  const significant = (s: string) => s.replace(/\D/g, '').replace(/^0+|0+$/g, '').length;
  const rounded = formatUsdCompact(amount, locale);
  if (amount < 1_000_000) return exact;
  if (significant(rounded) >= significant(String(amount))) return rounded;
  const beside = about({ amount: rounded });
  return locale === 'en' ? `${exact} (${beside})` : `${exact}（${beside}）`;
}

/** An ISO date ('YYYY-MM-DD') -> '2024 年 2 月 15 日' / 'February 15, 2024'. Dates are calendar
 *  dates: formatted in UTC. */
export function formatDate(isoDate: string, locale: Locale): string {
  const date = memo(dates, locale, () =>
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${isoDate}T00:00:00Z`));
  return locale === 'en' ? date : spaced(date);
}

const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

/** An instant, as the day and time in Taipei (the zone an entry's date is written in, no daylight
 *  saving): '2026 年 12 月 1 日 上午9:00' / 'December 1, 2026, 9 a.m.' (the house style's times). */
export function formatDateTime(instant: number, locale: Locale): string {
  const day = memo(dateTimes, locale, () => new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'Asia/Taipei' })).format(instant);
  const taipei = new Date(instant + 8 * 3_600_000);
  const [hour, minute] = [taipei.getUTCHours(), taipei.getUTCMinutes()];
  const clock = `${hour % 12 || 12}${minute ? `:${String(minute).padStart(2, '0')}` : ''}`;
  if (locale === 'en') return `${day}, ${clock} ${hour < 12 ? 'a.m.' : 'p.m.'}`;
  return `${spaced(day)} ${hour < 12 ? '上午' : '下午'}${clock}${minute ? '' : ':00'}`;
}

/** The Chinese name of a currency the site's accounts use, as a Taiwan or Mainland paper writes it
 *  before the amount (新臺幣 1,840 萬元); Intl writes 18,400,000 新台幣, with 台. */
const chineseCurrency: Readonly<Record<string, Readonly<Record<'zh-TW' | 'zh-CN', string>>>> = {
  TWD: { 'zh-TW': '新臺幣', 'zh-CN': '新台币' },
  USD: { 'zh-TW': '美元', 'zh-CN': '美元' },
};

/** The name of a currency in Chinese, written before an amount ('新臺幣', '新台币'); undefined in
 *  English, where the code or Intl's name is used. */
export function chineseCurrencyName(currency: string, locale: Locale): string | undefined {
  if (locale === 'en') return undefined;
  return chineseCurrency[currency]?.[locale] ?? new Intl.DisplayNames(intlLocale[locale], { type: 'currency' }).of(currency);
}

/** The units a Chinese paper counts a round sum (whole 萬) in: 億 (10^8) from one 億 up
 *  (新臺幣 2.895 億元, not 28,950 萬元; at most four decimals, so exact), else 萬. */
const chineseUnits = [
  { size: 100_000_000, unit: { 'zh-TW': '億', 'zh-CN': '亿' } },
  { size: 10_000, unit: { 'zh-TW': '萬', 'zh-CN': '万' } },
] as const;

/** An amount in any currency as a paper in that language writes it. English: the currency's own
 *  symbol where it says which currency ('NT$296 million', 'NT$1,234,567'; whole hundred-thousands in
 *  millions, anything else exact), its name written out where the symbol is a bare '$' or the code
 *  ('18,400,000 US dollars'); Chinese: the currency first and a round sum counted in 億 or 萬
 *  ('新臺幣 2.96 億元', '新臺幣 1,840 萬元', '新台币 1,840 万元'), as a Taiwan or Mainland paper writes money. */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const symbol = locale === 'en' ? currencySymbol(currency) : undefined;
  if (symbol !== undefined) {
    const millions = amount >= 1_000_000 && amount % 100_000 === 0;
    return `${symbol}${millions ? `${formatNumber(amount / 1_000_000, locale)} million` : formatNumber(amount, locale)}`;
  }
  const name = locale === 'en' ? undefined : chineseCurrency[currency]?.[locale];
  if (name === undefined || locale === 'en') {
    const written = new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, currencyDisplay: 'name', maximumFractionDigits: 0 }).format(amount);
    return locale === 'en' ? written : spaced(written);
  }
  const unit = amount % 10_000 === 0 ? chineseUnits.find(({ size }) => amount >= size) : undefined;
  return unit === undefined
    ? `${name} ${formatNumber(amount, locale)} 元`
    : `${name} ${(amount / unit.size).toLocaleString(intlLocale[locale], { maximumFractionDigits: 4 })} ${unit.unit[locale]}元`;
}

/** What goes before a sum in English: "NT$" for New Taiwan dollars, else the code and a space ("EUR "). */
export function englishCurrencyPrefix(currency: string): string {
  return currencySymbol(currency) ?? `${currency} `;
}

/** The en-US symbol of a currency when it names that currency alone ('NT$', '€', '£'), or
 *  undefined where it does not (a bare '$', or the code itself where Intl has no symbol). */
function currencySymbol(currency: string): string | undefined {
  const symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency }).formatToParts(0).find((p) => p.type === 'currency')?.value;
  return symbol === undefined || symbol === '$' || symbol === currency ? undefined : symbol;
}

export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(intlLocale[locale]);
}

const compactCounts = new Map<Locale, Intl.NumberFormat>();

/** A count as a figure: 100,000 in English; in Chinese a round count of ten thousand or more in
 *  萬 (10 萬, 1.2 萬), as a Taiwan or Mainland paper writes it, anything else in digits. */
export function formatCount(value: number, locale: Locale): string {
  if (locale === 'en' || value < 10_000 || value % 1_000 !== 0) return formatNumber(value, locale);
  return spaced(memo(compactCounts, locale, () => new Intl.NumberFormat(intlLocale[locale], { notation: 'compact', maximumFractionDigits: 1 })).format(value));
}

/** A figure that is a lower bound: '30+' in English; in Chinese 逾 before it ('逾 30', '逾 10 萬',
 *  '逾 50 億美元'): "+" after a number is an English convention. */
export function atLeast(figure: string, locale: Locale): string {
  return locale === 'en' ? `${figure}+` : `逾 ${figure}`;
}

const lists = new Map<Locale, Intl.ListFormat>();

/** ['a', 'b', 'c'] -> 'a, b and c' / 'a、b及c'. English as the site's style sheet writes a list
 *  (AP: no comma before "and", docs/english-style.md), where Intl's en-US puts one. */
export function formatList(items: readonly string[], locale: Locale): string {
  const format = memo(lists, locale, () => new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' }));
  if (locale === 'en') return format.format(items).replace(/, and (?=[^,]*$)/, ' and ');
  // Chinese: 、 between the items and 及 before the last (ICU writes 和, which reads as joining the
  // last two items when an item is itself a phrase: 揭露資金流向和香港金融法規).
  const parts = format.formatToParts(items);
  const last = parts.findLastIndex((part) => part.type === 'literal');
  return parts.map((part, i) => (i === last && part.value === '和' ? '及' : part.value)).join('');
}

/** A label before what it names: '最後更新：' in Chinese (full-width colon, no space), 'Updated: ' in English. */
export function labelled(label: string, locale: Locale): string {
  return locale === 'en' ? `${label}: ` : `${label}：`;
}

/** The space between two sentences or a sentence and a label: one in English, none after Chinese
 *  full-width punctuation (請先報警：報案管道, 報案免費。報案管道). */
export function wordSpace(locale: Locale): string {
  return locale === 'en' ? ' ' : '';
}

/** Brackets as each language writes them: （必填） in Chinese, (required) in English. */
export function bracketed(text: string, locale: Locale): string {
  return locale === 'en' ? `(${text})` : `（${text}）`;
}

/** Quotation marks as each language writes them: 「…」 in Taiwan, “…” on the Mainland and in English.
 *  A quotation inside the quoted text takes the inner marks (『…』, ‘…’), never the outer ones twice. */
export function quote(text: string, locale: Locale): string {
  if (locale === 'zh-TW') return `「${text.replaceAll('「', '『').replaceAll('」', '』')}」`;
  return `\u201c${text.replaceAll('\u201c', '\u2018').replaceAll('\u201d', '\u2019')}\u201d`;
}

const smallWords: Record<Locale, readonly string[]> = {
  'zh-TW': ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
  'zh-CN': ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};

/** A count inside an English sentence as the style sheet writes it (two partners; 12
 *  partners); Chinese keeps the digits (其餘 2 位). */
export function countInProse(count: number, locale: Locale): string {
  return locale === 'en' && count < 10 ? countWord(count, locale) : formatNumber(count, locale);
}

/** A small count as prose writes it (五件事, five things); digits past ten. */
export function countWord(count: number, locale: Locale): string {
  return smallWords[locale][count] ?? formatNumber(count, locale);
}

/** A range of US dollars: '$300 to $1,500' / '300 至 1,500 美元' (the unit once, after the second figure). */
export function formatUsdRange(from: number, to: number, locale: Locale): string {
  if (locale === 'en') return `${formatUsd(from, locale)} to ${formatUsd(to, locale)}`;
  return `${formatNumber(from, locale)} 至 ${formatUsd(to, locale)}`;
}
