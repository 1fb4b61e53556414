// Partners: completed by its issue; for now the localized hero.
import { PageHero } from '../components/PageHero.tsx';
import type { PageContext, View } from '../context.ts';

export function partnersView(ctx: PageContext): View {
  const page = ctx.LL.pages.partners;
  return {
    status: 200,
    title: page.title(),
    description: page.description(),
    body: <PageHero title={page.title()} lead={page.lead()} />,
  };
}
