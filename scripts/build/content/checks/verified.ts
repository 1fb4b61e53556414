// Verified means verified: with CONTENT_STATUS=verified (./mode.ts) the build refuses any sample
// value still in content/: reserved example addresses, 555-01xx numbers, placeholder numbers
// (SAMPLE-…: a registration, an account), a value that says it is fictional, a comment marking a
// file as sample, and the sample's people, partners and authors (./sample-values.ts), each by file
// and line.
import { notSample, sampleMarker, sampleNames } from './sample-values.ts';

const exampleAddress = /[\w.+-]*@?(?:[\w-]+\.)*example\.(?:org|com|net)\b/gi;
const fictionalPhone = /(?:\+?1[ -]?)?\(?\b555\)?[ -]?01\d\d\b/g;
/** A number that stands in for a real one (a registration, a bank account): SAMPLE-00000000. */
const placeholderNumber = /\bSAMPLE-[\w-]*/g;
/** A value that says it is made up: "(fictional, for illustration only)", （虛構，僅供示範）. */
const saysFictional = /\bfictional\b|虛構|僅供示範/i;
/** The sample's street: Example Rd. / 範例路. */
const placeholderStreet = /\bExample (?:Rd|Road|St|Street|Ave|Avenue)\b|範例[路街]/;

/** The lines (0-based) of a text that hold each sample name: one search of the whole text per
 *  name, far cheaper than reading every line for every name. */
function sampleNameLines(source: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const name of sampleNames) {
    for (let at = source.indexOf(name); at >= 0; at = source.indexOf(name, at + name.length)) {
      const line = source.slice(0, at).split('\n').length - 1;
      const names = out.get(line) ?? [];
      if (!names.includes(name)) names.push(name);
      out.set(line, names);
    }
  }
  return out;
}

/** Source files an editor writes: the review files (zh-CN) are derived from them. */
const isSource = (path: string) =>
  (path.endsWith('.md') && !path.endsWith('/zh-CN.md')) || (path.endsWith('.yaml') && !path.endsWith('.zh-CN.yaml'));

/** Every sample value in the files (path relative to content/ -> text), as 'file:line: …'. */
export function verifiedProblems(files: ReadonlyMap<string, string>, root = 'content'): string[] {
  const out: string[] = [];
  for (const path of [...files.keys()].filter(isSource).sort()) {
    const source = files.get(path)!;
    const names = sampleNameLines(source);
    source.split(/\r?\n/).forEach((line, i) => {
      const at = `${root}/${path}:${i + 1}`;
      if (sampleMarker.test(line) && !notSample.test(line)) {
        out.push(`${at}: this comment says the file is sample data: replace the file's sample values with real ones, then delete or reword the comment (in the web editor, it goes by itself when the file is published with no sample value left in it)`);
        return;
      }
      if (line.trimStart().startsWith('#')) return;
      for (const [address] of line.includes('example.') ? line.matchAll(exampleAddress) : []) {
        out.push(`${at}: "${address}" is a placeholder address (example.org and example.com are reserved for examples): write the real one`);
      }
      for (const [phone] of line.includes('555') ? line.matchAll(fictionalPhone) : []) out.push(`${at}: "${phone.trim()}" is a fictional 555 number: write the real phone number`);
      for (const [number] of line.includes('SAMPLE-') ? line.matchAll(placeholderNumber) : []) out.push(`${at}: "${number}" is a placeholder number: write the real one (the registration number, the account number) as its record gives it`);
      if (placeholderStreet.test(line)) out.push(`${at}: this is the sample's street address: write the registered address as the register gives it`);
      if (saysFictional.test(line)) out.push(`${at}: this value says it is fictional: write the real name, or remove the entry`);
      for (const name of names.get(i) ?? []) {
        out.push(`${at}: "${name}" is a person or organisation of the sample content: replace it with a real one, or remove the entry`);
      }
    });
  }
  return out;
}
