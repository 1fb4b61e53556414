// Privacy policy (SPEC section 9): Traditional Chinese binding, full translations otherwise.
import { LegalPage } from '../components/LegalPage.tsx';
import type { PageContext, View } from '../context.ts';
import { privacyPolicy } from '../content/legal.ts';

export function privacyView(ctx: PageContext): View {
  const page = ctx.LL.pages.privacy;
  return {
    status: 200,
    title: page.title(),
    description: page.description(),
    body: <LegalPage ctx={ctx} doc={privacyPolicy} dateLabel={ctx.LL.legal.updated()} />,
  };
}
