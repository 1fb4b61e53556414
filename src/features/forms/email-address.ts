// Email addresses, internationalised domains included: user@例え.jp is a real address, and its
// domain is sent to mail servers in ASCII (punycode, xn--r8jz45g.jp). The conversion is the
// platform's own IDNA (UTS #46) in the URL parser, which also lowercases and maps full-width
// letters. The local part must be ASCII: few providers accept any other (RFC 6531 is rare).
import * as v from 'valibot';

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
