// The five things to do straight away after a scam (FACTS.md), as a numbered list: cards side by
// side on wide screens, a plain list on phones, where five cards would fill a screen and a half.
// For a reader in Mainland China the police come first, in that step's own words (FACTS block 4);
// for a reader in Taiwan the bank step says to call 165, which contacts the bank (FACTS block 3), as
// the box above the steps does; for a Mainland reader the bank step follows the police, saying so.
import type { PageContext } from '../site/context.ts';
import { firstSteps, stepInPlace } from '../content/report.ts';
import { likelyPlace } from './country-order.ts';

/** The steps in this reader's order, each with the words for their place. */
export function stepsFor(ctx: PageContext): { title: string; detail: string }[] {
  const place = likelyPlace(ctx);
  const mainland = place === 'CN';
  const steps = firstSteps.map((step) => {
    const own = stepInPlace(step, place);
    return {
      title: ctx.t(own?.title ?? step.title),
      detail: ctx.t(mainland && step.mainland ? step.mainland : own?.detail ?? step.detail),
      first: mainland && step.mainland !== undefined,
    };
  });
  return [...steps.filter((s) => s.first), ...steps.filter((s) => !s.first)].map(({ title, detail }) => ({ title, detail }));
}

export function FirstSteps({ ctx }: { ctx: PageContext }) {
  return (
    <ol className="grid gap-3 sm:grid-cols-2 sm:gap-3 lg:grid-cols-5">
      {stepsFor(ctx).map((step, i) => (
        <li key={step.title} className="flex gap-3 sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:p-4 lg:flex-col">
          <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-red-700 font-bold text-white">{i + 1}</span>
          <div>
            <p className="font-semibold text-slate-900">{step.title}</p>
            <p className="mt-0.5 text-slate-700 sm:mt-1">{step.detail}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
