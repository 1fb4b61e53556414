// Email addresses, internationalised domains included: user@例え.jp is a real address, and its
// domain is sent to mail servers in ASCII (punycode, xn--r8jz45g.jp). The conversion is the
// platform's own IDNA (UTS #46) in the URL parser, which also lowercases and maps full-width
// letters. The local part must be ASCII: few providers accept any other (RFC 6531 is rare).
import * as v from 'valibot';
import { cleanLine } from './clean-text.ts';

export const maxEmailLength = 254;

const rfcEmail = v.pipe(v.string(), v.rfcEmail());
/** The local part as valibot's email() has it: letters, digits, _ + - and single dots. */
const localPart = /^[\w+-]+(?:\.[\w+-]+)*$/;
/** A public domain: at least two labels, the last one letters or an IDN TLD (xn--…). */
const publicDomain = /\.(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Characters with which URL would read something else than a host: userinfo, port, path, IP literal, escapes. */
const notHost = /[\s@/\\?#:[\]%]/u;

/** The address with its domain in ASCII, or null when it is not a deliverable address. */
export function asciiEmail(address: string): string | null {
  const at = address.lastIndexOf('@');
  if (at < 1) return null;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  if (!localPart.test(local) || domain === '' || notHost.test(domain)) return null;
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  const ascii = `${local}@${host}`;
  return ascii.length <= maxEmailLength && v.is(rfcEmail, ascii) && publicDomain.test(host) ? ascii : null;
}

/** An address typed into a one-field form (the newsletter), normalized: one line, lower case,
 *  domain in ASCII; or null. Stored in that form, one mailbox is one row however its domain was
 *  written (例え.jp or xn--r8jz45g.jp), so neither the UNIQUE constraint nor the per-address mail
 *  limit can be sidestepped by spelling it another way. */
export function validateEmailField(value: File | string | null): string | null {
  if (typeof value !== 'string') return null;
  const address = cleanLine(value).toLowerCase();
  return address.length <= maxEmailLength ? asciiEmail(address) : null;
}

/** Mail providers where dots in the local part are ignored: v.ictim@ and victim@ are one inbox. */
const dotlessDomains: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox a normalized address (validateEmailField's) reaches, for limits that protect it: the
 * local part without its +tag (for every domain: most providers deliver victim+1@ to victim@),
 * and for Gmail without dots, googlemail.com as gmail.com. Never sent to: the address is.
 */
export function mailboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus !== -1) local = local.slice(0, plus);
  if (domain in dotlessDomains) {
    local = local.replaceAll('.', '');
    domain = dotlessDomains[domain]!;
  }
  return `${local}@${domain}`;
}
