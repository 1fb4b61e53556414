// English headings, page names and menu labels in sentence case, as the site writes them ("Where to
// report", "Check who we are"): only the first word, a word after a colon and proper names take a
// capital. Title case ("Where to Report", "About Us") is what a translation into English tends to
// bring; the US editor's note asked for one case everywhere (docs/english-style.md). Used by the
// build's style rules (./style.ts) on headings in content and by test/language-english.test.ts on
// the interface strings that are titles.

/** Words that keep their capital inside a sentence-case heading: names of places, bodies, apps,
 *  days, months and languages, the Association's own name. An acronym (FBI, IC3) needs no entry. */
export const properWords: ReadonlySet<string> = new Set([
  'Association', 'International', 'Anti-Fraud', 'Taiwan', 'Hong', 'Kong', 'Singapore', 'Malaysia', 'United', 'States',
  'Canada', 'Kingdom', 'Germany', 'France', 'Italy', 'Australia', 'China', 'Mainland', 'Taipei', 'Europe', 'European',
  'Asia', 'English', 'Chinese', 'Traditional', 'Simplified', 'Mandarin', 'WhatsApp', 'Telegram', 'WeChat', 'Alipay', 'Pay',
  'QQ', 'LINE', 'Google', 'Apple', 'Android', 'Facebook', 'Instagram', 'Scamwatch', 'ScamShield', 'Scameter', 'CyberDefender',
  'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'January', 'February', 'March', 'April',
  'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December', 'Travel', 'Rule', 'Bitcoin', 'Ethereum',
  'Tether', 'TRON', 'Atom', 'Scotland', 'Canadian', 'Centre', 'Center', 'National', 'Agency',
  'Criminal', 'Investigation', 'Bureau', 'Federal', 'Trade', 'Commission', 'Internet', 'Crime', 'Complaint', 'Executive',
  'Director', 'Onlinewache', 'Perceval', 'THESEE', 'Postale', 'Polizia', 'ReportCyber', 'IDCARE',
]);

/** Names of several words whose words are not names alone ("Report Fraud", the UK's service). */
export const properPhrases: readonly string[] = ['Report Fraud', 'Action Fraud', 'Police Scotland', 'City of London Police', 'Anti-Scam Helpline', 'Anti-Deception Coordination Centre', 'e-Report Centre', 'Lunar New Year'];

/** The first word of a heading that is not sentence case, or undefined. A word after a colon, a
 *  dash or an opening quote starts anew; a word in quotes is the name of something and kept. */
export function titleCaseWord(heading: string): string | undefined {
  const text = properPhrases.reduce((rest, name) => rest.split(name).join('X'), heading).replace(/“[^”]*”|‘[^’]*’|"[^"]*"|\([^)]*\)|\{[^}]*\}/g, ' ');
  for (const part of text.split(/[:—–?!.]\s+|\s[-–—]\s/)) {
    const words = part.trim().split(/\s+/).slice(1);
    const found = words.find((w) => /^[A-Z][a-z]/.test(w) && !properWords.has(w.replace(/[’'],?s$|[,;’']$/g, '').replace(/[,;]$/, '')));
    if (found) return found;
  }
  return undefined;
}

/** The style warning for a heading, or none. */
export function headingCaseProblems(heading: string): string[] {
  const word = titleCaseWord(heading);
  return word ? [`"${heading}": write headings and page names in sentence case ("${word}" takes no capital; docs/english-style.md)`] : [];
}
