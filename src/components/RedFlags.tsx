// Recovery scams, the second fraud: the official red flags (FACTS.md) and what is always true; then
// what to do for a reader who has already paid one, and, since we charge a fee too, where it is set
// out with how to check it is really us (How We Work).
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { authoritiesNeverCharge, onlyCourtsFreeze, recoveryScamWarning, redFlags } from '../content/report.ts';

export function RedFlags({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <div className="rounded-xl border-2 border-red-200 bg-red-50 p-6 text-red-950">
      <p className="text-lg">{t(recoveryScamWarning)}</p>
      <ul data-red-flags="" className="mt-4 space-y-3">
        {redFlags.map((flag) => (
          <li key={flag.en} className="flex gap-3">
            <Icon name="alert" className="mt-1 h-5 w-5 shrink-0 text-red-700" />
            <span>{t(flag)}</span>
          </li>
        ))}
      </ul>
      <p data-never-charge="" className="mt-5 font-semibold">{t(authoritiesNeverCharge)}</p>
      <p className="mt-2 font-semibold">{t(onlyCourtsFreeze)}</p>
      <ul className="mt-5 space-y-2">
        <li><a href={`${ctx.href('/how-we-work')}#already-paid`} data-already-paid="" className="font-semibold underline underline-offset-4">{ctx.LL.report.alreadyPaidLink()}</a></li>
        <li><a href={`${ctx.href('/how-we-work')}#fees`} className="font-semibold underline underline-offset-4">{ctx.LL.report.ourFeeLink()}</a></li>
      </ul>
    </div>
  );
}
