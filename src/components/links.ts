// mailto: and tel: links, built one way everywhere.

/** A mailto: link with a subject, for the buttons a static site can only answer with an e-mail. */
export function mailto(address: string, subject: string): string {
  return `mailto:${address}?subject=${encodeURIComponent(subject)}`;
}

/** A phone number as a tel: URI (digits and a leading +; local numbers stay local). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^+\d]/g, '')}`;
}
