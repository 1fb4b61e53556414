// Terms of service: Traditional Chinese binding, full translations otherwise.
// The fee and "never" clauses quote src/content/commitments.ts, as How We Work does; the one fee
// statement opens the page, beside a link there.
import { FeeStatement } from '../components/FeeStatement.tsx';
import { LegalPage } from '../components/LegalPage.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { termsOfService } from '../content/legal.ts';

export function termsView(ctx: PageContext): View {
  const note = (
    <div className="mt-3 space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <FeeStatement ctx={ctx} />
      <p><a href={ctx.href('/how-we-work')} data-how-we-work="" className="font-semibold underline underline-offset-4">{ctx.LL.legal.howWeWorkLink()}</a></p>
    </div>
  );
  return screenView(ctx.LL.pages.terms, <LegalPage ctx={ctx} doc={termsOfService} dateLabel={ctx.LL.legal.effective()} note={note} />);
}
