// Terms of service (SPEC section 9): Traditional Chinese binding, full translations otherwise.
import { LegalPage } from '../components/LegalPage.tsx';
import type { PageContext, View } from '../context.ts';
import { screenView } from './view.ts';
import { termsOfService } from '../content/legal.ts';

export function termsView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.terms, <LegalPage ctx={ctx} doc={termsOfService} dateLabel={ctx.LL.legal.effective()} />);
}
