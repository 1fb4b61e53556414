// The 404 screen for any unknown path, in the language of the path's prefix.
import { MissingPage } from '../components/MissingPage.tsx';
import type { PageContext, View } from '../context.ts';

export function notFoundView(ctx: PageContext): View {
  const { LL } = ctx;
  return {
    status: 404,
    title: LL.notFound.title(),
    description: LL.notFound.description(),
    missingPath: ctx.url.pathname,
    body: <MissingPage code="404" title={LL.notFound.title()} lead={LL.notFound.lead()} action={{ href: ctx.href('/'), label: LL.notFound.home() }} />,
  };
}
