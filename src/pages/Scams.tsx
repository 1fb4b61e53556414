// "Is this a scam?": the seven scam guides as large links, each with the one sentence that tells
// the visitor whether it is theirs, and the request form for a scam that is none of them. Home shows the same links without the sentences.
import { PageHero } from '../components/PageHero.tsx';
import { ScamLinks } from '../components/ScamLinks.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';

export function scamsView(ctx: PageContext): View {
  const P = ctx.LL.pages.scams;
  return screenView(P, (
    <>
      <PageHero look="guide" title={P.title()} lead={P.lead()} />
      <div className="page-container py-10 sm:py-14">
        {/* For the reader who cannot tell which kind theirs is. */}
        <ScamLinks ctx={ctx} withSummary more={{ href: ctx.href('/contact'), label: P.noneTitle(), summary: P.noneLead() }} />
      </div>
    </>
  ));
}
