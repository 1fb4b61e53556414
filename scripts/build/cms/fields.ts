// The web editor's fields, read off the build's own valibot schemas (scripts/build/content/schema.ts,
// scripts/build/organisation/schema.ts), so the editor offers the same fields, choices and limits as the
// build checks, and a field added to a schema appears in the editor with the next build.
// valibot keeps what a schema was made of on the schema object: its type (`string`, `picklist`,
// `optional`, …), its pipe of actions (`min_length`, `regex`, `iso_date`, …) and, for containers,
// `entries`, `item`, `wrapped` and `options`. Anything not recognised becomes a plain text field,
// which the build still checks.
import type * as v from 'valibot';

/** One field of Decap CMS's config (https://decapcms.org/docs/widgets/). */
export type CmsField = Record<string, unknown> & { name: string; label: string; widget: string };

interface Node {
  readonly type: string;
  readonly kind?: string;
  readonly pipe?: readonly Node[];
  readonly wrapped?: Node;
  readonly default?: unknown;
  readonly options?: readonly unknown[];
  readonly item?: Node;
  readonly entries?: Readonly<Record<string, Node>>;
  readonly requirement?: unknown;
  readonly message?: unknown;
  readonly expects?: string;
}

/** The schema's own node and every action in its (nested) pipes, outermost last. */
function actionsOf(node: Node): Node[] {
  if (!node.pipe) return [];
  return node.pipe.flatMap((step, i) => (i === 0 ? actionsOf(step) : step.kind === 'schema' ? [] : [step]));
}

const message = (action: Node, fallback: string) => (typeof action.message === 'string' ? action.message : fallback);

/** Fields shown as several lines: the longer texts. */
const longTexts = new Set(['excerpt', 'summary', 'intro', 'description', 'introduction', 'lead', 'quote', 'cooperation', 'partnership', 'expertise', 'hours', 'address']);

/** The two languages a data file writes each text in. */
const languageLabels: Readonly<Record<string, string>> = { 'zh-TW': 'ZH-TW (Traditional Chinese)', en: 'EN (English)' };

/** "authorTitle" -> "Author title" (the label the editor reads; the field's name is its key). */
export const labelOf = (name: string) => {
  if (languageLabels[name]) return languageLabels[name];
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_]/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The field for a value of this schema, named `name`. */
export function fieldOf(name: string, schema: v.GenericSchema | Node): CmsField {
  let node = schema as Node;
  let required = true;
  let defaultValue: unknown;
  if (node.type === 'optional' || node.type === 'nullish' || node.type === 'exact_optional') {
    required = false;
    defaultValue = typeof node.default === 'function' ? undefined : node.default;
    node = node.wrapped!;
  }
  const field: CmsField = { name, label: labelOf(name), widget: 'string' };
  if (!required) field.required = false;
  if (defaultValue !== undefined) field.default = defaultValue;
  // An optional value's own pipe (its description) is outside what it wraps.
  const actions = [...(node === schema ? [] : actionsOf(schema as Node)), ...actionsOf(node)];
  const hints: string[] = [];
  // The schema's own words for the field (valibot's description), shown under it first.
  const description = (actions.find((a) => a.type === 'description') as { description?: string } | undefined)?.description;
  switch (node.type) {
    case 'boolean':
      field.widget = 'boolean';
      if (!required && defaultValue === undefined) field.default = false;
      break;
    case 'number': {
      field.widget = 'number';
      field.value_type = actions.some((a) => a.type === 'integer') ? 'int' : 'float';
      for (const a of actions) {
        if (a.type === 'min_value') field.min = a.requirement;
        if (a.type === 'max_value') field.max = a.requirement;
      }
      break;
    }
    case 'picklist':
      field.widget = 'select';
      field.options = [...node.options!];
      break;
    case 'array': {
      const item = node.item!;
      const itemNode = (item.type === 'optional' ? item.wrapped! : item);
      if (itemNode.type === 'picklist') {
        Object.assign(field, { widget: 'select', multiple: true, options: [...itemNode.options!] });
      } else if (itemNode.type === 'object' || itemNode.type === 'strict_object' || itemNode.type === 'loose_object') {
        Object.assign(field, { widget: 'list', fields: fieldsOf(itemNode.entries!) });
      } else {
        const inner = fieldOf(name, item);
        Object.assign(field, { widget: 'list', field: { ...inner, label: labelOf(name) } });
        if (inner.pattern) hints.push(`each item: ${(inner.pattern as string[])[1]}`);
      }
      for (const a of actions) {
        if (a.type === 'min_length') field.min = a.requirement;
        if (a.type === 'max_length') field.max = a.requirement;
      }
      break;
    }
    case 'object':
    case 'strict_object':
    case 'loose_object':
      field.widget = 'object';
      // An optional object's own fields are optional in the form too: Decap checks a required field
      // inside an absent object and refuses the save (a member with no `role` could not be saved);
      // the build's rules, run in the Checks box, still refuse a half-filled one.
      field.fields = required ? fieldsOf(node.entries!) : fieldsOf(node.entries!).map((f) => ({ ...f, required: false }));
      // A text in both languages ({zh-TW, en}): both shown, side by side in reading order.
      if (Object.keys(node.entries!).join() === 'zh-TW,en') field.collapsed = false;
      break;
    case 'union': {
      // Several accepted forms of one text (a date, or a date and a time): a text field whose
      // pattern accepts each form.
      const forms = (node.options as Node[]).map((option) => fieldOf(name, option));
      const patterns = forms.map((f) => f.pattern as string[] | undefined);
      if (patterns.every(Boolean)) field.pattern = [patterns.map((p) => `(?:${p![0]})`).join('|'), `must be ${patterns.map((p) => (p![1] ?? '').replace(/^must be /, '')).join(', or ')}`];
      break;
    }
    default: {
      if (longTexts.has(name)) field.widget = 'text';
      for (const a of actions) {
        if (a.type === 'iso_date') {
          // Typed as the Date of an article or news item is (YYYY-MM-DD), not Decap's picker: the
          // browser shows that in its own order (mm/dd/yyyy in the U.S.) and marks it UTC.
          field.pattern = ['^\\d{4}-\\d{2}-\\d{2}$', message(a, 'must be a date written YYYY-MM-DD')];
          hints.push('a day written YYYY-MM-DD, such as 2026-11-30');
        } else if (a.type === 'regex') {
          field.pattern = [(a.requirement as RegExp).source, message(a, `must match ${String(a.requirement)}`)];
        } else if (a.type === 'max_length') {
          field.pattern ??= [`^[\\s\\S]{0,${a.requirement as number}}$`, message(a, `at most ${a.requirement as number} characters`)];
          // Unless the description says the limit (a title's, in columns).
          if (!description?.includes(String(a.requirement))) hints.push(`at most ${a.requirement as number} characters`);
        } else if (a.type === 'email') {
          field.pattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message(a, 'must be an e-mail address')];
        } else if (a.type === 'url') {
          field.pattern ??= ['^https?://\\S+$', message(a, 'must be a web address')];
        } else if (a.type === 'starts_with') {
          field.pattern = [`^${(a.requirement as string).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`, message(a, `must start with ${a.requirement as string}`)];
        }
      }
    }
  }
  // A picture (valibot metadata { picture: folder }): Decap's picture widget, which uploads the file
  // to assets/<folder>/ and writes its name as the build reads it (<folder>/photo.jpg).
  const picture = (actions.find((a) => a.type === 'metadata') as { metadata?: { picture?: string } } | undefined)?.metadata?.picture;
  if (picture) Object.assign(field, { widget: 'image', media_folder: `/assets/${picture}`, public_folder: picture, choose_url: false });
  if (description) hints.unshift(description);
  if (hints.length) field.hint = hints.join('; ');
  return field;
}

/** The fields of an object schema's entries, in their order. */
export function fieldsOf(entries: v.ObjectEntries | Readonly<Record<string, Node>>): CmsField[] {
  return Object.entries(entries).map(([name, schema]) => fieldOf(name, schema as Node));
}
