// A guide's "check first" line: `{checkFirst}` in its text becomes the lines to call, the reader's
// place first, the rest in FACTS' order (96110 only for Simplified Chinese readers or a reader there).
import type { PageContext } from '../site/context.ts';
import { checkFirst, checkFirstToken } from '../content/check-tools.ts';
import type { Localized } from '../content/types.ts';
import { likelyPlace } from './country-order.ts';

/** The lines for this reader: "165 in Taiwan, 18222 in Hong Kong or 1799 in Singapore". */
export function checkFirstList(ctx: PageContext): string {
  const own = likelyPlace(ctx);
  const shown = checkFirst
    .filter((line) => line.country !== 'CN' || ctx.locale === 'zh-CN' || own === 'CN')
    .sort((a, b) => Number(b.country === own) - Number(a.country === own))
    .map((line) => ctx.LL.firstMinute.checkFirstOne({ place: ctx.LL.placeInSentence[line.country](), number: line.number }));
  if (ctx.locale !== 'en') return shown.join('，');
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : shown.join('');
}

/** A guide's text in the page's language, its `{checkFirst}` filled in for this reader. */
export function guideText(ctx: PageContext, value: Localized): string {
  const text = ctx.t(value);
  return text.includes(checkFirstToken) ? text.replace(checkFirstToken, checkFirstList(ctx)) : text;
}
