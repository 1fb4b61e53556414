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

/** An amount in US dollars. English: Intl's currency format ($676,151,185, $890M). Chinese writes
 *  the number followed by 美元 (676,151,185 美元, 8.9億美元), not the symbol US$ that Intl gives:
 *  a space after a digit (as the site writes 24 小時), none after 萬 or 億. A figure's box keeps it
 *  on one line (whitespace-nowrap). */
function formatDollars(cache: Map<Locale, Intl.NumberFormat>, amount: number, locale: Locale, options: Intl.NumberFormatOptions): string {
  const english = locale === 'en';
  const figure = memo(cache, locale, () =>
    new Intl.NumberFormat(intlLocale[locale], english ? { ...options, style: 'currency', currency: 'USD' } : options),
  ).format(amount);
  if (english) return figure;
  return /\d$/.test(figure) ? `${figure} 美元` : `${figure}美元`;
}

/** 676151185 -> '676,151,185 美元' (zh) or '$676,151,185' (en). */
export function formatUsd(amount: number, locale: Locale): string {
  return formatDollars(usd, amount, locale, { maximumFractionDigits: 0 });
}

/** 890000000 -> '$890M' / '8.9億美元' / '8.9亿美元'; 96844144 -> '$96.8M' / '9680萬美元'. A rounded
 *  amount: at most three significant digits and one decimal, whichever is coarser, so no
 *  language's figure looks counted to the dollar (9684.4萬 would). */
export function formatUsdCompact(amount: number, locale: Locale): string {
  return formatDollars(compactUsd, amount, locale, {
    notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1, maximumSignificantDigits: 3, roundingPriority: 'lessPrecision',
  });
}

/** An ISO date ('YYYY-MM-DD') -> '2024年2月15日' / 'February 15, 2024'. Dates are calendar dates: formatted in UTC. */
export function formatDate(isoDate: string, locale: Locale): string {
  return memo(dates, locale, () =>
    new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Chinese large numbers as a Taiwan or Mainland editor writes an amount of money: 296000000 ->
 *  '2 億 9,600 萬' (zh-TW) / '2 亿 9,600 万' (zh-CN); an amount not in whole 萬 keeps its digits. */
function chineseLarge(amount: number, locale: 'zh-TW' | 'zh-CN'): string {
  if (amount < 10_000 || amount % 10_000 !== 0) return formatNumber(amount, locale);
  const [yi, wan] = locale === 'zh-TW' ? ['億', '萬'] : ['亿', '万'];
  const hundredMillions = Math.floor(amount / 100_000_000);
  const tenThousands = (amount % 100_000_000) / 10_000;
  return [hundredMillions ? `${formatNumber(hundredMillions, locale)} ${yi}` : '', tenThousands ? `${formatNumber(tenThousands, locale)} ${wan}` : '']
    .filter(Boolean).join(' ');
}

/** New Taiwan dollars as each language writes them. */
const taiwanDollars: Readonly<Record<Locale, (figure: string) => string>> = {
  'zh-TW': (figure) => `新臺幣 ${figure}${/\d$/.test(figure) ? ' ' : ''}元`,
  'zh-CN': (figure) => `新台币 ${figure}${/\d$/.test(figure) ? ' ' : ''}元`,
  en: (figure) => `NT$${figure}`,
};

/** An amount in any currency, saying which (a bare '$' would not say which dollar): 296000000 TWD
 *  -> 'NT$296,000,000' / '新臺幣 2 億 9,600 萬元'; US dollars as formatUsd; any other currency by its
 *  name ('18,400,000 euros'). */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  if (currency === 'USD') return formatUsd(amount, locale);
  if (currency === 'TWD') return taiwanDollars[locale](locale === 'en' ? formatNumber(amount, locale) : chineseLarge(amount, locale));
  return new Intl.NumberFormat(intlLocale[locale], { style: 'currency', currency, currencyDisplay: 'name', maximumFractionDigits: 0 }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return value.toLocaleString(intlLocale[locale]);
}

const lists = new Map<Locale, Intl.ListFormat>();

/** ['a', 'b', 'c'] -> 'a, b, and c' / 'a、b和c'. */
export function formatList(items: readonly string[], locale: Locale): string {
  return memo(lists, locale, () => new Intl.ListFormat(intlLocale[locale], { type: 'conjunction' })).format(items);
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

/** Quotation marks as each language writes them: 「…」 in Taiwan, “…” on the Mainland and in English. */
export function quote(text: string, locale: Locale): string {
  return locale === 'zh-TW' ? `「${text}」` : `\u201c${text}\u201d`;
}

const smallWords: Record<Locale, readonly string[]> = {
  'zh-TW': ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
  'zh-CN': ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'],
  en: ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'],
};

/** A small count as prose writes it (五件事, five things); digits past ten. */
export function countWord(count: number, locale: Locale): string {
  return smallWords[locale][count] ?? formatNumber(count, locale);
}

/** A range of US dollars: '$300 to $1,500' / '300 至 1,500 美元' (the unit once, after the second figure). */
export function formatUsdRange(from: number, to: number, locale: Locale): string {
  if (locale === 'en') return `${formatUsd(from, locale)} to ${formatUsd(to, locale)}`;
  return `${formatNumber(from, locale)} 至 ${formatUsd(to, locale)}`;
}
