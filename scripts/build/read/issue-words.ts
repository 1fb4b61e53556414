// A schema's refusal (a valibot issue) in an editor's words, for the build's messages and the web
// editor's Checks box alike: valibot's own ("Invalid type: Expected string but received null")
// names types an editor never sees. An empty item of a list (the editor's "Add" left blank) and an
// empty field say what to do; a value of the wrong kind says which kind is wanted.
import type * as v from 'valibot';

/** A type as valibot names it ('string', 'Array') -> as the form asks for it. */
const kinds: Readonly<Record<string, string>> = {
  string: 'text', number: 'a number', boolean: 'yes or no', Array: 'a list', Object: 'a group of fields', Date: 'a date',
};

/** The issue's message, in plain words (a custom message of the schema is kept as it is). */
export function issueWords(issue: v.BaseIssue<unknown>): string {
  const last = issue.path?.at(-1)?.key;
  const empty = issue.input === null || issue.input === undefined || issue.input === '';
  if (typeof last === 'number' && empty) return `item ${last + 1} of the list is empty: write it or remove it`;
  if (issue.kind === 'schema' && issue.input === null) return 'is empty: write it (or delete the field when it is optional)';
  if (issue.type === 'picklist' && issue.message.startsWith('Invalid type:')) return `${issue.received} is not one of these: ${(issue.expected ?? '').split(' | ').join(', ')}`;
  if (issue.kind === 'schema' && issue.message.startsWith('Invalid type:')) {
    const wanted = (issue.expected ?? '').split(' | ').map((k) => kinds[k] ?? k).join(' or ');
    return `should be ${wanted}${typeof last === 'number' ? ` (item ${last + 1} of the list)` : ''}`;
  }
  if (issue.type === 'min_length' && Array.isArray(issue.input) && issue.input.length === 0) return 'is empty: add at least one item';
  return issue.message;
}
