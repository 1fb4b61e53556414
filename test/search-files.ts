// A fixture index read as the worker reads the shipped one: search files built in the test
// (buildSearchFiles) answered by their site paths under the build's search folder.
import type { SearchFiles } from '../src/search/build.ts';
import { headFile, postingFile, textFile } from '../src/search/format.ts';
import { searchBase } from '../src/generated/search-manifest.ts';
import type { Locale } from '../src/site/locale.ts';

/** An index reader (src/search/index.ts's IndexReader) over `files` as one language's index. */
export function readerOf(files: SearchFiles, locale: Locale): (path: string) => Promise<string> {
  const base = `${searchBase}/${locale}/`;
  return async (path) => {
    const name = path.slice(base.length);
    if (name === headFile) return JSON.stringify(files.head);
    const posting = files.postings.findIndex((_, i) => name === postingFile(i));
    if (posting >= 0) return JSON.stringify(files.postings[posting]);
    const text = files.texts.findIndex((_, i) => name === textFile(i));
    if (text >= 0) return JSON.stringify(files.texts[text]);
    throw new Error(`no ${path}`);
  };
}
