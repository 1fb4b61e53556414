// An article's or a news item's body with the box that says where to report in the reader's place:
// where the body says {whereToReport}, or, for a reader in Mainland China, before the body. There the
// police come first, not the bank (FACTS block 4), while every body is written for the places where
// the bank does: a Mainland reader meets 110 and 96110 before the first line that says otherwise.
// A section of one block per place (### Taiwan {#tw} …) starts with the reader's place, and a
// Mainland reader reads Mainland words first where the body names Taiwan's way (place-words.ts).
import type { ReactNode } from 'react';
import type { Body } from '../content/body.ts';
import type { PageContext } from '../site/context.ts';
import { likelyPlace } from './country-order.ts';
import { Markup } from './Markup.tsx';
import { ownPlaceFirst } from './own-place-first.ts';
import { inReadersWords } from './place-words.ts';
import { ReportWhereYouAre } from './ReportWhereYouAre.tsx';

export function PlacedBody({ ctx, body: written, afterFirst }: { ctx: PageContext; body: Body; afterFirst?: ReactNode }) {
  const place = likelyPlace(ctx);
  const first = place === 'CN';
  // A place-by-place section starts with the reader's own place.
  const body = inReadersWords(ctx, ownPlaceFirst(written, place?.toLowerCase()));
  const box = <ReportWhereYouAre ctx={ctx} />;
  return (
    <>
      {first ? box : null}
      <Markup body={first ? body.filter((b) => b.kind !== 'report-here') : body} href={ctx.href} locale={ctx.locale} afterFirst={afterFirst} reportHere={box} />
    </>
  );
}
