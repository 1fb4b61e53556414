// mailto: links for the buttons a static site can only answer with an e-mail.
export function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}
