// `npm run search-misses`: what readers searched for and did not find, for the editors:
// the queries of the last 90 days (the counts kept in D1: src/features/search-log/) that found
// nothing, or found results that nobody opened, each seen on 3 different days or more, most
// searched first. Read from the local database by default, production's with --remote.
//   npm run search-misses [-- --locale zh-TW|zh-CN|en] [--min-days N] [--limit N] [--remote] [--persist-to DIR]
// What to do with them (a word for the readers' vocabulary, a page to write): docs/editing.md.
// Every printed cell goes through the operators' one escaping (scripts/shared/terminal-text.ts): a query
// is what a visitor typed.
import { parseArgs } from 'node:util';
import { locales } from '../../src/site/locale.ts';
import { retention } from '../../src/features/forms/retention.ts';
import { D1CommandError, d1Execute } from './d1-execute.ts';
import { printable, printableLines, shown } from '../shared/terminal-text.ts';

const usage = 'usage: npm run search-misses -- [--locale zh-TW|zh-CN|en] [--min-days N] [--limit N] [--remote] [--persist-to DIR]';

/** Seen on fewer days, a query is one person's (a name, a detail of their case): never listed. */
export const leastDays = 3;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArgs() {
  try {
    return parseArgs({
      options: { locale: { type: 'string' }, 'min-days': { type: 'string' }, limit: { type: 'string' }, remote: { type: 'boolean' }, 'persist-to': { type: 'string' } },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

/** A whole number from an option, within bounds: it goes into SQL text only as such. */
function count(value: string | undefined, fallback: number, least: number, most: number, name: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < least || n > most) fail(`--${name} must be a whole number from ${least} to ${most}, not "${printable(value)}".`);
  return n;
}

const values = readArgs();
if (values.remote && values['persist-to']) fail('--persist-to is for a local database; it cannot go with --remote.');
const locale = values.locale === undefined ? undefined : locales.find((l) => l.toLowerCase() === values.locale!.trim().toLowerCase());
if (values.locale !== undefined && !locale) fail(`"${printable(values.locale)}" is not a language of the site; the languages are: ${locales.join(', ')}.`);
const minDays = count(values['min-days'], leastDays, leastDays, retention.searchCountDays, 'min-days');
const limit = count(values.limit, 100, 1, 10_000, 'limit');

let rows: Record<string, unknown>[];
try {
  rows = d1Execute(`SELECT locale, query, COUNT(*) AS days, SUM(empty) AS empty, SUM(answered) AS answered, MAX(day) AS last
    FROM search_queries ${locale ? `WHERE locale = '${locale}' ` : ''}GROUP BY locale, query
    HAVING COUNT(*) >= ${minDays} AND SUM(clicked) = 0
    ORDER BY SUM(empty) + SUM(answered) DESC, query LIMIT ${limit}`, { remote: values.remote, persistTo: values['persist-to'] });
} catch (error) {
  if (error instanceof D1CommandError) fail(printableLines(error.message));
  throw error;
}

const where = values.remote ? 'production' : 'local';
console.log(`${rows.length} ${rows.length === 1 ? 'query' : 'queries'} searched on ${minDays} or more days of the last ${retention.searchCountDays} that found nothing or that nobody opened${locale ? ` (${locale})` : ''} (${where}).`);
if (rows.length) {
  console.log('\n  what happened      language  days  searches  last seen   query');
  for (const r of rows) {
    const what = Number(r.answered) > 0 ? 'nobody opened one' : 'found nothing';
    const searches = Number(r.empty) + Number(r.answered);
    console.log(`  ${what.padEnd(18)} ${shown(r.locale).padEnd(9)} ${String(Number(r.days)).padStart(4)}  ${String(searches).padStart(8)}  ${shown(r.last).padEnd(10)}  ${shown(r.query)}`);
  }
  console.log('\nA query that found nothing: add its words to a concept of content/search/vocabulary.yaml, or write the page it asks for. Nobody opened a result: the results were not what was asked (docs/editing.md, "Search").');
}
