// A body written for every place, in the words of a reader in Mainland China: where it names only
// Taiwan's way to report or to stop a payment, the Mainland's comes first (FACTS block 4: 110, a
// police station), Taiwan's kept after it (firstSteps' `mainlandWords`, content/text/report.yaml);
// and in a list of one item per place ("在臺灣，…" / "在中國大陸，…"), the reader's item leads.
// A reader anywhere else gets the body as it is written.
import type { Block, Body, Inline } from '../content/body.ts';
import { firstSteps } from '../content/report.ts';
import type { PageContext } from '../site/context.ts';
import { likelyPlace } from './country-order.ts';
import { replaceWords } from './replace-words.ts';

export function inReadersWords(ctx: PageContext, body: Body): Body {
  if (likelyPlace(ctx) !== 'CN') return body;
  const pairs = firstSteps.flatMap((step) => step.mainlandWords ?? []).map(({ from, to }) => ({ from: ctx.t(from), to: ctx.t(to) }));
  const said = (spans: readonly Inline[]): Inline[] => spans.map((span) => (typeof span === 'string'
    ? pairs.reduce((text, { from, to }) => replaceWords(text, from, to), span)
    : { ...span, children: said(span.children) }));
  const lead = ctx.locale === 'en' ? `In ${ctx.LL.placeInSentence.CN()}` : `在${ctx.LL.placeInSentence.CN()}`;
  const startsOwn = (item: readonly Inline[]): boolean => typeof item[0] === 'string' && item[0].startsWith(lead);
  return body.map((block): Block => {
    if (block.kind === 'ul') {
      const items = block.items.map(said);
      return { ...block, items: [...items.filter(startsOwn), ...items.filter((item) => !startsOwn(item))] };
    }
    return block.kind === 'p' || block.kind === 'h2' || block.kind === 'h3' ? { ...block, content: said(block.content) } : block;
  });
}
