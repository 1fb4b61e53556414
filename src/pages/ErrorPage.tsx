// The 500 screen. It shows an error id the visitor can quote; the error's own text only in
// development, never in production.
import type { PageContext, View } from '../site/context.ts';
import { labelled } from '../site/format.ts';

export function errorView(ctx: PageContext, errorId: string, message: string | null): View {
  const { LL, locale } = ctx;
  return {
    status: 500,
    title: LL.error.title(),
    description: LL.error.description(),
    body: (
      <div className="page-container py-20 text-center sm:py-28">
        <h1 className="text-3xl font-bold sm:text-4xl">{LL.error.title()}</h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{LL.error.lead()}</p>
        <p className="mt-6 text-slate-800">
          {labelled(LL.error.idLabel(), locale)}<code data-error-id="" className="rounded bg-slate-100 px-2 py-1 font-mono">{errorId}</code>
        </p>
        {message !== null ? (
          <pre data-error-message="" className="mx-auto mt-6 max-w-3xl overflow-x-auto whitespace-pre-wrap rounded bg-slate-100 p-4 text-left text-sm">{message}</pre>
        ) : null}
        <a href={ctx.href('/')} className="btn-primary mt-8">{LL.error.home()}</a>
      </div>
    ),
  };
}
