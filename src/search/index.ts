// Site search: the index the build made (scripts/build/search/index.ts, format.ts), read as static
// assets. A language's head is fetched on its first search in an isolate and kept; posting and
// text shards are fetched when a query needs them and a bounded number kept, so an isolate's
// memory does not grow with the content. Nothing is built at run time.
import type { Locale } from '../site/locale.ts';
import { createLru } from '../site/lru.ts';
import { searchBase } from '../generated/search-manifest.ts';
import { boundGroups, type QueryPlan } from './budget.ts';
import { type HeadDoc, type PostingShard, type SearchHead, type ShardText, type TextShard, headFile, postingFile, textFile } from './format.ts';
import { queryGroups, rank } from './engine.ts';
import { maxQueryLength, maxResults } from './limits.ts';
import { everythingVisible, type Visibility, visibleIndex } from './visible.ts';

export { maxQueryLength, maxResults };
export type { QueryPlan, Visibility };

/** Reads a file of the shipped index by its site path ('/assets/search/…'): through the assets
 *  binding in the worker, from dist/static in the bench. */
export type IndexReader = (path: string) => Promise<string>;

/** Shards kept per isolate (all languages), so an isolate's memory stays bounded as the content grows. */
const maxCachedShards = 48;

const heads = new Map<Locale, Promise<SearchHead>>();
const shards = createLru<Promise<unknown>>(maxCachedShards);

function cached<T>(path: string, read: IndexReader): Promise<T> {
  let entry = shards.get(path);
  if (!entry) {
    entry = read(path).then((text) => JSON.parse(text) as unknown);
    entry.catch(() => shards.delete(path));
    shards.set(path, entry);
  }
  return entry as Promise<T>;
}

function headFor(locale: Locale, read: IndexReader): Promise<SearchHead> {
  let head = heads.get(locale);
  if (!head) {
    head = read(`${searchBase}/${locale}/${headFile}`).then((text) => JSON.parse(text) as SearchHead);
    head.catch(() => heads.delete(locale));
    heads.set(locale, head);
  }
  return head;
}

/** Raw input read at all, in UTF-16 units: room for maxQueryLength characters among folded
 *  spaces and invisible characters, and never the whole of a long URL's parameter. */
const maxRawUnits = 8 * maxQueryLength;

/** Visible characters only, spaces folded, cut to maxQueryLength characters; `over` says it was cut. */
function cut(text: string): { text: string; over: boolean } {
  const chars = Array.from(text.replace(/[\p{C}\s]+/gu, ' ').trim());
  return { text: chars.slice(0, maxQueryLength).join('').trim(), over: chars.length > maxQueryLength };
}

/** A query as the site searches it: visible characters only, spaces folded, at most
 *  `maxQueryLength` characters. `truncated` says that something was cut off. NFKC comes after
 *  the cut (one character can become eighteen), then the cut again. */
export function normalizeQuery(raw: string): { query: string; truncated: boolean } {
  const first = cut(raw.slice(0, maxRawUnits));
  const second = cut(first.text.normalize('NFKC'));
  return { query: second.text, truncated: raw.length > maxRawUnits || first.over || second.over };
}

export interface SearchHit {
  readonly doc: HeadDoc;
  /** The document's plain text, in pieces by place where it has any (for the snippet: placed.ts). */
  readonly text: ShardText;
  /** The index terms that matched (for marking them in the snippet). */
  readonly matched: readonly string[];
}

/** The terms and posting shards a query searches (budget.ts), given the language's head. */
export async function queryPlan(query: string, locale: Locale, read: IndexReader, visibility: Visibility = everythingVisible): Promise<QueryPlan> {
  const head = await headFor(locale, read);
  return boundGroups(queryGroups(query, visibleIndex(head, visibility)), head.shards);
}

export interface SearchAnswer {
  /** Best first, at most maxResults. */
  readonly hits: readonly SearchHit[];
  /** The query reads as distress (a word of a crisis concept of the readers' vocabulary): the page
   *  shows the reader's support lines above any result. */
  readonly crisis: boolean;
}

/** The hits for a query, best first, among the documents `visibility` shows (the entries public
 *  now): the rest count for nothing, as if they did not exist (visible.ts). */
export async function search(query: string, locale: Locale, read: IndexReader, visibility: Visibility = everythingVisible): Promise<SearchAnswer> {
  if (!query.trim()) return { hits: [], crisis: false };
  const head = await headFor(locale, read);
  const view = visibleIndex(head, visibility);
  const { groups, shards: needed } = boundGroups(queryGroups(query, view), head.shards);
  const dir = `${searchBase}/${locale}`;
  const wanted = [...new Set(groups.flat().map(([term]) => term))];
  const byShard = await Promise.all(needed.map((i) => cached<PostingShard>(`${dir}/${postingFile(i)}`, read)));
  const postings = new Map<string, readonly number[]>();
  for (const shard of byShard) for (const term of wanted) if (Object.hasOwn(shard, term)) postings.set(term, shard[term]!);
  const ranking = rank(query, head, view, groups, postings);
  const ranked = ranking.ranked.slice(0, maxResults);
  const textShardOf = (doc: number) => head.textStarts.findLastIndex((start) => start <= doc);
  const texts = new Map(await Promise.all([...new Set(ranked.map((r) => textShardOf(r.doc)))]
    .map(async (i) => [i, await cached<TextShard>(`${dir}/${textFile(i)}`, read)] as const)));
  const hits = ranked.map((r) => {
    const i = textShardOf(r.doc);
    return { doc: head.docs[r.doc]!, text: texts.get(i)![r.doc - head.textStarts[i]!]!, matched: r.terms };
  });
  return { hits, crisis: ranking.crisis };
}
