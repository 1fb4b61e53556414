// What one query may make an isolate do. Each posting shard a query needs is read and parsed on
// its first use in an isolate, and each term's postings are ranked: a query of fifty common
// characters would otherwise read every shard and rank fifty long lists. So a query keeps its
// terms in the order typed up to maxQueryTerms, and up to maxQueryShards shards: a term whose
// shard would be one too many is left out, as the characters past maxQueryLength are.
import { shardOf } from './format.ts';
import type { QueryGroup } from './engine.ts';
import { maxQueryShards, maxQueryTerms } from './limits.ts';

export interface QueryPlan {
  /** The groups searched: each keeps only terms in the shards read. */
  readonly groups: QueryGroup[];
  /** The posting shards read, at most maxQueryShards. */
  readonly shards: number[];
}

/** The groups a query searches within the budget, and the shards that takes. A group's terms
 *  (what was typed first, then its prefix and near-miss terms) each bring their shard while there
 *  is room, else stay only where their shard is read anyway; a group with no term left goes. */
export function boundGroups(groups: readonly QueryGroup[], shardCount: number): QueryPlan {
  const shards = new Set<number>();
  const kept: QueryGroup[] = [];
  for (const group of groups) {
    if (kept.length === maxQueryTerms) break;
    const fits = group.filter(([term]) => {
      const shard = shardOf(term, shardCount);
      if (shards.has(shard)) return true;
      if (shards.size === maxQueryShards) return false;
      shards.add(shard);
      return true;
    });
    if (fits.length) kept.push(fits);
  }
  return { groups: kept, shards: [...shards] };
}
