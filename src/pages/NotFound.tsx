// The 404 screen for any unknown path, in the language of the path's prefix.
import type { PageContext, View } from '../site/context.ts';
import { missingView } from '../components/views.tsx';

export function notFoundView(ctx: PageContext): View {
  const { LL } = ctx;
  return missingView(ctx, {
    code: '404', title: LL.notFound.title(), lead: LL.notFound.lead(), description: LL.notFound.description(),
    action: { href: ctx.href('/'), label: LL.notFound.home() },
  });
}
