// Style rules (regional usage, one term per concept) over the text readers see: each finding is a
// warning naming the file, line, the word and the one to write; the page still builds. The lists
// grow with every mistake a reader finds (./english-lists.ts, ./zh-tw-terms.ts).
import { britishProperNames, britishSpellings, britishUsage, englishTerms, fullWidthPunctuation, officialEnglishNames, styleSheet } from './english-lists.ts';
import { headingCaseProblems } from './heading-case.ts';
import { textLines, type TextLine } from './text-lines.ts';
import { tightOfficialNames, zhTWOfficialNames, zhTWOwnTerms, zhTWTerms, zhTWTimeFormat } from './zh-tw-terms.ts';

const without = (text: string, names: readonly string[]) => names.reduce((rest, name) => rest.split(name).join(''), text);

/** The names visitors type for what a guide or page answers (a guide's alsoCalled, a page's
 *  businessAlsoCalled, …): their own words, kept on purpose, searched but never shown as our text. */
const visitorsWords = (line: TextLine) => /(^a|A)lsoCalled$/.test(line.field ?? '');

/** What a US editor would change in one English line. */
export function englishStyle(line: TextLine, headings = true): string[] {
  const rest = without(line.text, officialEnglishNames);
  // The names victims use ("dating scam") are kept on purpose in a guide's alsoCalled.
  const terms = visitorsWords(line) ? [] : englishTerms.flatMap(({ term, banned }) =>
    banned.flatMap((re) => rest.match(re)?.[0] ?? []).map((found) => `"${found}": write "${term}" (one term per concept)`));
  const usage = britishUsage.flatMap((re) => rest.match(re)?.[0] ?? [])
    .map((found) => `"${found}" is not American usage: reword it as a US editor would (the list: scripts/build/content/checks/english-lists.ts)`);
  const sheet = visitorsWords(line) ? [] : styleSheet.flatMap(([re, write]) => {
    const found = rest.match(re)?.[0];
    return found === undefined ? [] : [`"${found.trim()}": ${write} (docs/english-style.md)`];
  });
  const spelling = without(line.text, britishProperNames).match(britishSpelling)?.[0];
  const punctuation = fullWidthPunctuation.test(rest) ? [`"${rest.match(fullWidthPunctuation)![0]}" is Chinese punctuation: use the English mark`] : [];
  const straight = rest.includes('"') ? ['a straight double quote ("): write curly quotes “ ”'] : [];
  const heading = headings ? englishHeading(line) : undefined;
  const headingCase = heading === undefined ? [] : headingCaseProblems(heading);
  return [...terms, ...usage, ...sheet, ...headingCase, ...(spelling ? [`"${spelling}" is British spelling: write the American one`] : []), ...punctuation, ...straight];
}

/** A line that is a heading: a Markdown '#' line (its {#id} left out), or a `title` field. */
function englishHeading(line: TextLine): string | undefined {
  const marked = /^#{1,6}\s+(.*?)(\s*\{#[\w-]+\})?$/.exec(line.text);
  if (marked) return marked[1];
  return line.field === 'title' ? line.text : undefined;
}

const britishSpelling = new RegExp(`\\b(${britishSpellings.join('|')})\\b`, 'i');
const tight = /[\u4e00-\u9fff][A-Za-z0-9]|[A-Za-z0-9][\u4e00-\u9fff]/;

/** The house style of any Traditional Chinese text: 您, 臺灣, the interpunct ·, a space between
 *  Chinese and Latin letters or digits. */
export function zhTWHouseStyle(line: TextLine): string[] {
  const found: string[] = [];
  if (!visitorsWords(line) && line.text.replace(/「[^」]*」|『[^』]*』/g, '').includes('你')) found.push('"你": address the reader as "您" (你 only inside quoted speech)');
  const taiwan = /台灣|台北/.exec(line.text)?.[0];
  if (taiwan) found.push(`"${taiwan}": write "${taiwan.replace('台', '臺')}"`);
  if (/[・‧]/.test(line.text)) found.push('"・": write the interpunct "·"');
  const time = zhTWTimeFormat.exec(line.text)?.[0];
  if (time) found.push(`"${time}": write a time as 09:00, a range as 09:00 至 18:00`);
  const close = tightOfficialNames.reduce((rest, name) => rest.split(name).join(' '), line.text).match(tight)?.[0];
  if (close) found.push(`"${close}": put a space between Chinese and Latin letters or digits`);
  return found;
}

/** What a Taiwan editor would change in one Traditional Chinese line. */
export function zhTWStyle(line: TextLine): string[] {
  if (visitorsWords(line)) return [];
  const rest = without(line.text, zhTWOfficialNames);
  const terms = zhTWTerms.flatMap(([term, never]) => never.filter((w) => rest.includes(w)).map((w) => `"${w}": write "${term}" (one term per concept)`));
  const halfWidth = rest.match(/\p{Script=Han}[:(]|\([^()\n]*\p{Script=Han}[^()\n]*\)/u)?.[0];
  return [...terms, ...(halfWidth ? [`"${halfWidth}": after or around Chinese write the full-width ：or （）`] : [])];
}

/** The Association's own words for the people it works with, in one Traditional Chinese line. */
export function zhTWOwnWords(line: TextLine): string[] {
  if (visitorsWords(line)) return [];
  return zhTWOwnTerms.flatMap(([term, never]) => never.filter((w) => line.text.includes(w)).map((w) => `"${w}": write "${term}" for the people and organizations we work with (one term across the site)`));
}

/** Every style warning of one file ('file:line: …'); `path` is relative to content/. */
export function styleWarnings(path: string, source: string, root = 'content'): string[] {
  // The term table is kept for articles and news; the site's own texts are held by the language tests.
  const zhTW = /^(articles|news)\//.test(path);
  // Our own words for the people we work with hold everywhere but the articles.
  const own = !path.startsWith('articles/');
  // A team member's `title` is a job title ("Senior Fellow"), not a heading.
  const jobTitles = path.startsWith('organisation/team');
  return textLines(path, source).flatMap((line) => {
    const found = line.language === 'en' ? englishStyle(line, !jobTitles) : [...zhTWHouseStyle(line), ...(zhTW ? zhTWStyle(line) : []), ...(own ? zhTWOwnWords(line) : [])];
    return found.map((message) => `${root}/${path}:${line.line}: ${message}`);
  });
}
