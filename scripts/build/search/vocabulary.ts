// The readers' vocabulary (content/search/vocabulary.yaml) → src/generated/vocabulary.ts, which the
// search index is built with (src/search/build.ts; src/content/vocabulary.ts types it). Run by
// `npm run build` after the content is compiled (a concept's pages are checked against the route
// table, which reads it); a file that breaks the schema (scripts/build/search/vocabulary-schema.ts) stops the
// build with every problem listed by line and field.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { requestKinds } from '../../../src/features/contact/kinds.ts';
import { conceptForm } from '../../../src/search/concepts.ts';
import { sectionEntries } from '../../../src/search/sections.ts';
import { everything } from '../../../src/content/visible.ts';
import { allPaths, routes } from '../../../src/site/routes.ts';
import { compileVocabulary, VocabularyError, vocabularyFile } from './vocabulary-schema.ts';

const root = join(import.meta.dirname, '../../..');

/** Every path a concept may name: the route table's pages, the sections search lists as
 *  themselves, and the form with each kind of request chosen. */
export function vocabularyPages(): Set<string> {
  return new Set([...allPaths(routes, everything), ...sectionEntries, ...requestKinds.map((k) => `/contact?kind=${k}`)]);
}

/** Compiles the vocabulary into src/generated/vocabulary.ts (rewritten only on change). On a
 *  problem it adds every one to `problems` (the build prints them with the content's) or, without
 *  that list, prints them and exits 1. */
export function writeVocabulary(problems?: string[], source = join(root, vocabularyFile), out = join(root, 'src/generated/vocabulary.ts')): void {
  let text: string;
  try {
    const concepts = compileVocabulary(readFileSync(source, 'utf8'), vocabularyPages(), conceptForm);
    text = `// Made by \`npm run build\` from ${vocabularyFile} (scripts/build/search/vocabulary.ts): do not edit.\n`
      + `import type { Concept } from '../content/vocabulary.ts';\n\nexport const concepts: readonly Concept[] = ${JSON.stringify(concepts, null, 1)};\n`;
  } catch (error) {
    if (!(error instanceof VocabularyError)) throw error;
    if (problems) { problems.push(...error.problems); return; }
    console.error(error.message);
    process.exit(1);
  }
  mkdirSync(dirname(out), { recursive: true });
  if (!existsSync(out) || readFileSync(out, 'utf8') !== text) writeFileSync(out, text);
}

if (import.meta.main) writeVocabulary();
