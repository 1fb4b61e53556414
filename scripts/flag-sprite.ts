// One SVG file for all flags, so a page asks for them once instead of once per country (up to
// eleven requests on the report page). Each flag keeps its own drawing in a nested <svg>, stacked
// vertically, and a <view> per country crops to it: <img src="flags.svg#tw"> shows Taiwan's flag.
// flag-icons already prefixes its internal ids by country, so the drawings cannot collide.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function flagSprite(flagsDir: string, countries: readonly string[]): string {
  const parts = countries.map((cc, i) => {
    const svg = readFileSync(join(flagsDir, `${cc}.svg`), 'utf8');
    const match = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(svg);
    const viewBox = match && /viewBox="0 0 640 480"/.test(match[1]!) ? match[2]! : null;
    if (!viewBox) throw new Error(`flag ${cc}: expected one <svg viewBox="0 0 640 480">`);
    const y = i * 480;
    const body = viewBox.replace(/\s*\n\s*/g, '');
    return `<view id="${cc}" viewBox="0 ${y} 640 480"/><svg y="${y}" width="640" height="480" viewBox="0 0 640 480">${body}</svg>`;
  });
  // Some drawings (Hong Kong's) repeat a shape with <use xlink:href>: without the xlink namespace
  // declared the file is not well-formed XML, and a browser then shows no flag at all.
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 ${countries.length * 480}">${parts.join('')}</svg>\n`;
}
