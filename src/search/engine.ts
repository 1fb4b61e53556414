// A small inverted index with BM25 ranking over two fields (title, text). Written here rather than
// taken from MiniSearch (tried first): with Chinese indexed as character pairs, MiniSearch took
// 80–230 ms of CPU to index one language in a fresh isolate, this takes a few ms, and a Worker's
// CPU budget per request is small. It does only what the site search needs: exact terms, the
// last word as a prefix, near misses for long words (edit distance), AND with an OR fallback.

export interface IndexedDoc {
  readonly title: string;
  readonly text: string;
}

interface Posting {
  readonly doc: number;
  readonly title: number; // occurrences in the title
  readonly text: number;  // occurrences in the text
}

export interface Match {
  readonly doc: number;
  readonly score: number;
  /** Index terms that matched (for marking them in a snippet). */
  readonly terms: readonly string[];
}

export interface QueryOptions {
  /** Every query term must match (true), or any (false). */
  readonly all: boolean;
  /** Whether a query term may match index terms that begin with it. */
  readonly prefix?: (term: string, index: number, terms: readonly string[]) => boolean;
  /** Largest edit distance allowed for a query term (0: exact only). */
  readonly fuzzy?: (term: string) => number;
}

const k1 = 1.2;
const b = 0.75;
const titleWeight = 5;

/** Edit distance of a and b, or more than max as soon as that is certain. */
function withinDistance(a: string, b2: string, max: number): boolean {
  if (Math.abs(a.length - b2.length) > max) return false;
  let prev = Array.from({ length: b2.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b2.length; j++) {
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b2[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b2.length]! <= max;
}

export class SearchIndex {
  private readonly postings = new Map<string, Posting[]>();
  private readonly titleLength: number[] = [];
  private readonly textLength: number[] = [];
  private readonly avgTitle: number;
  private readonly avgText: number;

  private readonly boost: (doc: number) => number;

  constructor(docs: readonly IndexedDoc[], tokenize: (text: string) => string[], boost: (doc: number) => number = () => 1) {
    this.boost = boost;
    docs.forEach((d, doc) => {
      const inTitle = new Map<string, number>();
      const inText = new Map<string, number>();
      const titleTerms = tokenize(d.title);
      const textTerms = tokenize(d.text);
      for (const t of titleTerms) inTitle.set(t, (inTitle.get(t) ?? 0) + 1);
      for (const t of textTerms) inText.set(t, (inText.get(t) ?? 0) + 1);
      const add = (term: string, title: number, text: number) => {
        let list = this.postings.get(term);
        if (!list) this.postings.set(term, (list = []));
        list.push({ doc, title, text });
      };
      for (const [term, text] of inText) add(term, inTitle.get(term) ?? 0, text);
      for (const [term, title] of inTitle) if (!inText.has(term)) add(term, title, 0);
      this.titleLength.push(titleTerms.length);
      this.textLength.push(textTerms.length);
    });
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
    this.avgTitle = mean(this.titleLength) || 1;
    this.avgText = mean(this.textLength) || 1;
  }

  /** The index terms a query term stands for, each with a weight (exact 1, prefix or near miss less). */
  private expand(term: string, i: number, all: readonly string[], options: QueryOptions): [string, number][] {
    const out: [string, number][] = this.postings.has(term) ? [[term, 1]] : [];
    const prefix = options.prefix?.(term, i, all) ?? false;
    const distance = options.fuzzy?.(term) ?? 0;
    if (prefix || distance > 0) {
      for (const key of this.postings.keys()) {
        if (key === term) continue;
        if (prefix && key.startsWith(term)) out.push([key, 0.5]);
        else if (distance > 0 && withinDistance(term, key, distance)) out.push([key, 0.3]);
      }
    }
    return out;
  }

  search(queryTerms: readonly string[], options: QueryOptions): Match[] {
    const unique = [...new Set(queryTerms)];
    const total = this.titleLength.length;
    const found = new Map<number, { score: number; terms: Set<string>; hit: Set<number> }>();
    unique.forEach((q, i) => {
      for (const [term, weight] of this.expand(q, i, unique, options)) {
        const list = this.postings.get(term)!;
        const idf = Math.log(1 + (total - list.length + 0.5) / (list.length + 0.5));
        for (const p of list) {
          const bm25 = (tf: number, len: number, avg: number) => (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * len) / avg));
          const s = weight * idf * (titleWeight * bm25(p.title, this.titleLength[p.doc]!, this.avgTitle) + bm25(p.text, this.textLength[p.doc]!, this.avgText));
          const entry = found.get(p.doc) ?? { score: 0, terms: new Set<string>(), hit: new Set<number>() };
          entry.score += s;
          entry.terms.add(term);
          entry.hit.add(i);
          found.set(p.doc, entry);
        }
      }
    });
    return [...found]
      .filter(([, e]) => !options.all || e.hit.size === unique.length)
      .map(([doc, e]) => ({ doc, score: e.score * this.boost(doc), terms: [...e.terms] }))
      .sort((x, y) => y.score - x.score || x.doc - y.doc);
  }
}
