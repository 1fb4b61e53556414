// The 404 screen for any unknown path, in the language of the path's prefix.
import type { PageContext, View } from '../context.ts';

export function notFoundView(ctx: PageContext): View {
  const { LL } = ctx;
  return {
    status: 404,
    title: LL.notFound.title(),
    description: LL.notFound.description(),
    missingPath: ctx.url.pathname,
    body: (
      <div className="page-container py-20 text-center sm:py-28">
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">404</p>
        <h1 className="mt-4 text-3xl font-bold sm:text-4xl">{LL.notFound.title()}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{LL.notFound.lead()}</p>
        <a href={ctx.href('/')} className="btn-primary mt-8">{LL.notFound.home()}</a>
      </div>
    ),
  };
}
