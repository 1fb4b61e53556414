// An article's or a news item's body with the box that says where to report in the reader's place:
// where the body says {whereToReport}, or, for a reader in Mainland China, before the body. There the
// police come first, not the bank (FACTS block 4), while every body is written for the places where
// the bank does: a Mainland reader meets 110 and 96110 before the first line that says otherwise.
import type { ReactNode } from 'react';
import type { Body } from '../content/body.ts';
import type { PageContext } from '../site/context.ts';
import { likelyPlace } from './country-order.ts';
import { Markup } from './Markup.tsx';
import { ReportWhereYouAre } from './ReportWhereYouAre.tsx';

export function PlacedBody({ ctx, body, afterFirst }: { ctx: PageContext; body: Body; afterFirst?: ReactNode }) {
  const first = likelyPlace(ctx) === 'CN';
  const box = <ReportWhereYouAre ctx={ctx} />;
  return (
    <>
      {first ? box : null}
      <Markup body={first ? body.filter((b) => b.kind !== 'report-here') : body} href={ctx.href} locale={ctx.locale} afterFirst={afterFirst} reportHere={box} />
    </>
  );
}
