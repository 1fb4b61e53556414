// Cloudflare's limits on one Worker version that the deploy preflight (scripts/ops/preflight-checks.ts)
// and the bench's scale rows (scripts/bench/scale.ts) measure against
// (developers.cloudflare.com/workers/platform/limits).

/**
 * Static files per version: 20,000 on the Free plan, 100,000 on Workers Paid. The upload fails past
 * it, and neither wrangler's dry run nor its local manifest counts them. The site writes about four
 * files per article or news item (a body per language, the search index's shards), six more per picture.
 */
export const staticFileLimits = { free: 20_000, paid: 100_000 } as const;
