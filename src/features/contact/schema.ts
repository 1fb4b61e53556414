// The assessment request's rules, in one place: the server validates with valibot, and the form's
// HTML attributes (required, maxlength, minlength, pattern) come from the same limits, so the
// browser module shows the same rules inline with the same localized messages. Text fields are
// cleaned here, at the boundary (forms/clean-text.ts): what is stored, mailed and listed is the
// cleaned text, and "visible content" is what the checks count.
import * as v from 'valibot';
import { cleanLine, cleanText, hasVisible, visibleLength } from '../forms/clean-text.ts';
import { asciiEmail, maxEmailLength } from '../forms/email.ts';
import { places } from '../../site/place.ts';
import type { TranslationFunctions } from '../../i18n/translate.ts';
import { locales } from '../../site/locale.ts';
import { defaultKind, kinds, requestKind, type RequestKind } from './kinds.ts';

export const limits = {
  name: 100,
  email: maxEmailLength,
  phone: 32,
  organization: 120,
  role: 120,
  message: { min: 10, max: 2000 },
} as const;

/** Digits with an optional leading + or (, then digits, spaces, ( ) . - : valid as HTML `pattern` (v flag) too. */
export const phonePattern = String.raw`[+\(]?[0-9][0-9 \(\)\.\-]{4,30}`;
const phoneRegex = new RegExp(`^(?:${phonePattern})$`, 'v');

/** The 11 service countries, Mainland China (a place the site speaks to, not a service country:
 *  a request from there says so), then "another country". */
export const countryChoices = [...places, 'other'] as const;

export const contactFields = ['kind', 'name', 'organization', 'email', 'phone', 'country', 'language', 'role', 'message', 'consent'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

const text = (message: string) => v.optional(v.string(message), '');

/** A field the kind does not show is stored empty, whatever was sent. */
const unused = v.pipe(v.optional(v.unknown()), v.transform((): string => ''));

function contactSchema(LL: TranslationFunctions, kind: RequestKind) {
  const E = LL.contact.errors;
  const needs = kinds[kind];
  const countryOk = (s: string) => (countryChoices as readonly string[]).includes(s) || (needs.country === 'optional' && s === '');
  const tooLong = (max: number) => E.tooLong({ max });
  return v.pipe(
    v.object({
      kind: v.pipe(v.optional(v.string(), defaultKind), v.transform((s): RequestKind => requestKind(s === '' ? defaultKind : s) ?? defaultKind)),
      organization: needs.organization === 'none' ? unused
        : v.pipe(text(E.organizationRequired()), v.transform(cleanLine),
          v.check((s) => needs.organization === 'optional' || hasVisible(s), E.organizationRequired()),
          v.maxLength(limits.organization, tooLong(limits.organization))),
      role: needs.role === 'none' ? unused
        : v.pipe(text(tooLong(limits.role)), v.transform(cleanLine), v.maxLength(limits.role, tooLong(limits.role))),
      name: v.pipe(text(E.nameRequired()), v.transform(cleanLine), v.check(hasVisible, E.nameRequired()),
        v.maxLength(limits.name, E.nameTooLong({ max: limits.name }))),
      // Kept as typed (a Unicode domain stays readable for the operator who answers); the
      // notification's Reply-To carries its ASCII form (notify.ts).
      email: v.pipe(text(E.emailInvalid()), v.transform(cleanLine), v.maxLength(limits.email, E.emailTooLong({ max: limits.email })),
        v.check((s) => s === '' || asciiEmail(s) !== null, E.emailInvalid())),
      phone: v.pipe(text(E.phoneInvalid()), v.transform(cleanLine), v.check((s) => s === '' || phoneRegex.test(s), E.phoneInvalid())),
      country: v.pipe(text(E.countryRequired()), v.check(countryOk, E.countryRequired())),
      language: v.pipe(text(E.languageRequired()), v.check((s) => (locales as readonly string[]).includes(s), E.languageRequired())),
      message: v.pipe(text(E.messageTooShort({ min: limits.message.min })), v.transform(cleanText),
        v.check((s) => hasVisible(s) && visibleLength(s) >= limits.message.min, E.messageTooShort({ min: limits.message.min })),
        v.maxLength(limits.message.max, E.messageTooLong({ max: limits.message.max }))),
      consent: v.pipe(text(E.consentRequired()), v.check((s) => s === 'yes', E.consentRequired())),
    }),
    v.forward(
      v.partialCheck([['email'], ['phone']], (input) => input.email !== '' || input.phone !== '', E.contactMissing()),
      ['email'],
    ),
  );
}

export type ContactRequest = v.InferOutput<ReturnType<typeof contactSchema>>;

/** The kind a form names: missing or empty is help for a person; anything else must be a kind. */
export function formKind(values: ContactValues): RequestKind | null {
  return values.kind === '' ? defaultKind : requestKind(values.kind);
}

/** What the visitor typed, as strings, for re-showing the form (files and unknown fields dropped). */
export function contactValues(form: FormData): ContactValues {
  const value = (k: string) => {
    const x = form.get(k);
    return typeof x === 'string' ? x : '';
  };
  return Object.fromEntries(contactFields.map((f) => [f, value(f)])) as ContactValues;
}

/** One message per invalid field, in the page's language; or the cleaned request. */
export function validateContact(LL: TranslationFunctions, values: ContactValues):
  { ok: true; request: ContactRequest } | { ok: false; errors: ContactErrors } {
  const kind = formKind(values);
  if (kind === null) return { ok: false, errors: { kind: LL.contact.errors.kindRequired() } };
  const schema = contactSchema(LL, kind);
  const result = v.safeParse(schema, values, { abortPipeEarly: true });
  if (result.success) return { ok: true, request: result.output };
  const nested = v.flatten<typeof schema>(result.issues).nested ?? {};
  const errors: ContactErrors = {};
  for (const field of contactFields) {
    const first = nested[field]?.[0];
    if (first) errors[field] = first;
  }
  return { ok: false, errors };
}

