// The five things to do straight away after a scam (FACTS.md), as a numbered list.
import type { PageContext } from '../site/context.ts';
import { firstSteps } from '../content/report.ts';

export function FirstSteps({ ctx }: { ctx: PageContext }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      {firstSteps.map((step, i) => (
        <li key={step.title.en} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:flex-col">
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white">{i + 1}</span>
          <div>
            <p className="font-semibold text-slate-900">{ctx.t(step.title)}</p>
            <p className="mt-1 text-slate-700">{ctx.t(step.detail)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
