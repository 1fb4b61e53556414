// The readers' vocabulary (content/search/vocabulary.yaml, compiled by scripts/build/search/vocabulary.ts): the
// concepts readers look for (crisis, fees, each scam type, each payment channel, each place's
// official bodies…), each with the pages that answer it and the words people type for it. Read by
// the build only, into the search index (src/search/build.ts); the worker never imports it.
import { concepts as compiled } from '../generated/vocabulary.ts';
import type { Concept } from '../../scripts/build/search/vocabulary-schema.ts';

export type { Concept };
export const concepts: readonly Concept[] = compiled;
