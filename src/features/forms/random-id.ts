// Unguessable identifiers made from crypto.getRandomValues: the reference number shown to a
// visitor (short enough to read out on the phone) and the newsletter link tokens (long).
const crockford = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'; // no I, L, O, U: nothing to misread

/** 10 characters of Crockford base32 (50 random bits), shown as two groups of five: 7K2QF-M9XPA. */
export function newReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const chars = [...bytes].map((b) => crockford[b % 32]); // 256 is a multiple of 32: unbiased
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export const referencePattern = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

/** 256 random bits, base64url (43 characters), for confirm and unsubscribe links. */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const tokenPattern = /^[A-Za-z0-9_-]{43}$/;
