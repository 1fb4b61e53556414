// The five things to do straight away after a scam (FACTS.md), as a numbered list: cards side by
// side on wide screens, a plain list on phones, where five cards would fill a screen and a half.
import type { PageContext } from '../site/context.ts';
import { firstSteps } from '../content/report.ts';

export function FirstSteps({ ctx }: { ctx: PageContext }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 sm:gap-3 lg:grid-cols-5">
      {firstSteps.map((step, i) => (
        <li key={step.title.en} className="flex gap-3 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-4 lg:flex-col">
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white">{i + 1}</span>
          <div>
            <p className="font-semibold text-slate-900">{ctx.t(step.title)}</p>
            <p className="mt-0.5 text-slate-700 sm:mt-1">{ctx.t(step.detail)}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
