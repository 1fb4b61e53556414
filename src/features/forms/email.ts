// E-mail addresses, as every form takes them: at most 254 characters (RFC 5321's path limit).
import * as v from 'valibot';

export const emailMaxLength = 254;

const addressSchema = v.pipe(v.optional(v.string(), ''), v.trim(), v.toLowerCase(), v.maxLength(emailMaxLength), v.email());

/** An address typed into a one-field form (the newsletter), normalized, or null. */
export function validateEmailField(value: File | string | null): string | null {
  const result = v.safeParse(addressSchema, value ?? '');
  return result.success ? result.output : null;
}
