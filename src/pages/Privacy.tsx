// Privacy policy: Traditional Chinese binding, full translations otherwise.
import { LegalPage } from '../components/LegalPage.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { privacyPolicy } from '../content/legal.ts';

export function privacyView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.privacy, <LegalPage ctx={ctx} doc={privacyPolicy} dateLabel={ctx.LL.legal.updated()} />);
}
