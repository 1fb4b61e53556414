// The names of official bodies, hotlines and tools, each written once
// (content/text/official-names.yaml, docs/facts.md). Every text that names one interpolates
// it ({officialNames.<key>}), so renaming a body is one edit; test/official-names.test.ts fails
// when a name is typed out elsewhere.
import { officialNames as names, retiredNames as retired } from '../generated/text.ts';
import type { Localized } from './types.ts';

export const officialNames = names satisfies Record<string, Localized>;

/** Earlier spellings of these names that must not come back (test/official-names.test.ts). */
export const retiredNames: readonly string[] = retired;
