// The readers' vocabulary (content/search/vocabulary.yaml, compiled by scripts/build/search/vocabulary.ts): the
// concepts readers look for (crisis, fees, each scam type, each payment channel, each place's
// official bodies…), each with the pages that answer it and the words people type for it. Read by
// the build only, into the search index (src/search/build.ts); the worker never imports it.
import { concepts as compiled } from '../generated/vocabulary.ts';

/** One concept as the build compiles it (scripts/build/search/vocabulary-schema.ts checks that its
 *  schema's output fits this shape; src/ never imports scripts/). */
export interface Concept {
  readonly id: string;
  /** For editors: what the concept is (never shown). */
  readonly about?: string | undefined;
  /** A query with one of its words reads as distress. */
  readonly crisis: boolean;
  /** The pages that answer it, best first (paths without a language prefix). */
  readonly pages: readonly string[];
  readonly words: { readonly traditional: readonly string[]; readonly simplified: readonly string[]; readonly english: readonly string[] };
}

export const concepts: readonly Concept[] = compiled;
