// The readers' vocabulary (content/search/vocabulary.yaml): its schema, which the web editor's
// fields are read off (scripts/build/cms/config.ts), and its compiler: YAML in, the concepts out, or every
// problem at once by line and field ("vocabulary.yaml:40: concepts[3].pages[1]: /carers is not a
// page of the site"). Checked beyond the schema: a concept names pages that exist (a route's path,
// a section search lists as itself, a kind of request), ids are unique, and no word is in two
// concepts (compared as search compares them: one script, stems, case and punctuation aside).
import * as v from 'valibot';
import { LineCounter, parseDocument } from 'yaml';
import { yamlProblem } from '../read/yaml-errors.ts';
import type { Concept as ShippedConcept } from '../../../src/content/vocabulary.ts';

export const vocabularyFile = 'content/search/vocabulary.yaml';

/** The lists a concept's words are written in: how readers in Taiwan and Hong Kong write
 *  (Traditional script), how Mainland readers write (Simplified: their own terms, never shown and
 *  never derived, so not the site's zh-CN), English. */
export const wordLists = ['traditional', 'simplified', 'english'] as const;

const word = v.pipe(
  v.string('must be text'), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(40, 'at most 40 characters: a word or a short phrase'),
  v.regex(/^[^,，、;；\n]+$/, 'one word or phrase per item (no comma or 、 inside)'),
);
/** What the web editor says under each list (scripts/build/cms/config.ts). */
export const wordsHint = 'The words and phrases readers type for it, separated by commas. A phrase matches when each of its words is in the query, in any order; Chinese parts separated by a space each anywhere in it (網友 借錢 matches 網友跟我借錢)';
const words = v.optional(v.array(word, 'must be a list of words'), []);

export const vocabularySchema = v.strictObject({
  concepts: v.array(v.strictObject({
    id: v.pipe(v.string('must be text'), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens (investment-apps)'),
      v.description('A name for the concept, unique (lowercase, hyphens)')),
    about: v.optional(v.pipe(v.string(), v.description('For editors: what the concept is and where its words come from (never shown)'))),
    crisis: v.pipe(v.optional(v.boolean('must be true or false'), false),
      v.description('Reads as distress: a query with one of these words shows the reader\'s support lines above any result')),
    pages: v.pipe(
      v.array(v.pipe(v.string('must be a path'), v.regex(/^\/[^\s]*$/, 'a path of this site, starting with / (/report, /scams/romance, /how-we-work#fees)')), 'must be a list of paths'),
      v.minLength(1, 'name at least one page'),
      v.description('The pages that answer it, best first: a path of the site in any language, without /cn or /en'),
    ),
    words: v.strictObject({ traditional: words, simplified: words, english: words }, 'must be lists named traditional, simplified and english'),
  })),
});

export type VocabularyFile = v.InferOutput<typeof vocabularySchema>;
export type Concept = VocabularyFile['concepts'][number];
/** What the worker's side types a concept as (src/content/vocabulary.ts): this schema's output must fit it. */
export const fitsShippedConcept = (concept: Concept): ShippedConcept => concept;

export class VocabularyError extends Error {
  readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(problems.join('\n'));
    this.problems = problems;
  }
}

type Path = readonly (string | number)[];
const pathText = (path: Path) => path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${p}`)).join('');

/**
 * The concepts of `source`, or a VocabularyError with every problem. `pages`: every path a concept
 * may name; `form`: a word as search compares it (src/search/concepts.ts), for the check that no
 * word is in two concepts.
 */
export function compileVocabulary(source: string, pages: ReadonlySet<string>, form: (word: string) => string): Concept[] {
  const lines = new LineCounter();
  const doc = parseDocument(source, { lineCounter: lines, prettyErrors: false });
  if (doc.errors.length) {
    const yaml = yamlProblem(source, doc.errors, (offset) => lines.linePos(offset).line);
    throw new VocabularyError([`${vocabularyFile}:${yaml.line}: ${yaml.message}`]);
  }
  const lineOf = (path: Path) => {
    for (let n = path.length; n >= 0; n--) {
      const node = doc.getIn(path.slice(0, n), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return lines.linePos(node.range[0]).line;
    }
    return 1;
  };
  const at = (path: Path, message: string) => `${vocabularyFile}:${lineOf(path)}: ${pathText(path)}: ${message}`;
  const result = v.safeParse(vocabularySchema, doc.toJS());
  if (!result.success) {
    throw new VocabularyError(result.issues.map((issue) => {
      const path = (issue.path ?? []).map((p) => p.key as string | number);
      return at(path, issue.expected === 'never' ? 'is not a field here (misspelt?)' : issue.input === undefined && path.length ? 'is missing' : issue.message);
    }));
  }
  const problems: string[] = [];
  const ids = new Map<string, number>();
  const owners = new Map<string, string>();
  result.output.concepts.forEach((concept, i) => {
    const first = ids.get(concept.id);
    if (first !== undefined) problems.push(at(['concepts', i, 'id'], `"${concept.id}" is the id of concepts[${first}] already`));
    else ids.set(concept.id, i);
    concept.pages.forEach((page, j) => {
      if (!pages.has(page)) problems.push(at(['concepts', i, 'pages', j], `${page} is not a page search lists (a page of the site, a section listed as itself such as /report#talk, or /contact?kind=…)`));
    });
    for (const language of wordLists) {
      concept.words[language].forEach((w, j) => {
        const key = form(w);
        if (!key) { problems.push(at(['concepts', i, 'words', language, j], `"${w}" has no letter or digit search could match`)); return; }
        const owner = owners.get(key);
        if (owner === undefined) owners.set(key, concept.id);
        else if (owner !== concept.id) problems.push(at(['concepts', i, 'words', language, j], `"${w}" is a word of concept ${owner} too: a word belongs to one concept (remove it from one)`));
      });
    }
  });
  if (problems.length) throw new VocabularyError(problems);
  return result.output.concepts;
}
