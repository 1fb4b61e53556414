// Terms of service (SPEC section 9): Traditional Chinese binding, full translations otherwise.
import { LegalPage } from '../components/LegalPage.tsx';
import type { PageContext, View } from '../context.ts';
import { termsOfService } from '../content/legal.ts';

export function termsView(ctx: PageContext): View {
  const page = ctx.LL.pages.terms;
  return {
    status: 200,
    title: page.title(),
    description: page.description(),
    body: <LegalPage ctx={ctx} doc={termsOfService} dateLabel={ctx.LL.legal.effective()} />,
  };
}
