// Bounds of the site search, shared by the form (maxlength) and the search itself. Together they
// bound what one query can make an isolate do, whatever it holds (the search row of `npm run bench` measures it).
/** Longest query searched, in characters; the rest is ignored (and the page says so). */
export const maxQueryLength = 100;
/** Most results a search page lists. */
export const maxResults = 20;
/** Most terms one query searches (character pairs or characters, words), in the order typed. */
export const maxQueryTerms = 12;
/** Most posting shards one query reads: a term in another shard is left out of the search. */
export const maxQueryShards = 4;
/** Most words of the readers' vocabulary one query compares (src/search/concepts.ts): those under
 *  the query's characters and words in the order typed, so a query that begins many (a hundred
 *  different characters) costs the same however large the vocabulary grows. */
export const maxConceptCandidates = 400;
/** Postings kept per term by the build (src/search/build.ts): a term in more documents keeps those
 *  it weighs most in, and every scheduled entry, so what one query ranks does not grow with the
 *  content. Today's index has no term in as many documents; the cut starts at a few thousand entries. */
export const maxPostings = 1000;
/** Searches one visitor may make per period (src/http/search-limit.ts), as wrangler.toml's two
 *  [[ratelimits]] SEARCH_LIMIT sections say (the preflight checks production against it). */
export const searchRateLimit = { limit: 60, periodSeconds: 60 } as const;
