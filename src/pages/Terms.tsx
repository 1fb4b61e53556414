// Terms of service: Traditional Chinese binding, full translations otherwise.
// The fee and "never" clauses quote src/content/commitments.ts, as How We Work does; the fee table
// (amounts, caps, what others charge, how to tell us from a recovery scam) opens the page, as on
// How We Work and the request form, so the clauses below it have their figures.
import { Fees } from '../components/Fees.tsx';
import { LegalPage } from '../components/LegalPage.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { termsOfService } from '../content/legal.ts';

export function termsView(ctx: PageContext): View {
  const note = (
    <section id="fees" aria-labelledby="fees-title" className="mt-8 scroll-mt-20">
      <h2 id="fees-title" className="mb-4 text-2xl font-bold">{ctx.LL.fees.title()}</h2>
      <Fees ctx={ctx} stacked />
      <p className="mt-6"><a href={ctx.href('/how-we-work')} data-how-we-work="" className="font-semibold text-brand-700 underline underline-offset-4">{ctx.LL.legal.howWeWorkLink()}</a></p>
    </section>
  );
  return screenView(ctx.LL.pages.terms, <LegalPage ctx={ctx} doc={termsOfService} dateLabel={ctx.LL.legal.effective()} note={note} />);
}
