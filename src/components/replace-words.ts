// One phrase of a sentence put in other words (a place's own words for a step written for every place).

/** `from` put as `to` in a sentence, a capital kept where the sentence starts with it (English). */
export function replaceWords(text: string, from: string, to: string): string {
  const at = text.toLowerCase().indexOf(from.toLowerCase());
  if (at < 0) return text;
  const said = text.slice(at, at + from.length);
  const put = said[0] !== from[0] && said[0] === said[0]!.toUpperCase() ? to[0]!.toUpperCase() + to.slice(1) : to;
  return text.slice(0, at) + put + text.slice(at + from.length);
}
