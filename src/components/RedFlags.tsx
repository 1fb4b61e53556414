// Recovery scams, the second fraud: the official red flags (FACTS.md) and what is always true.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { authoritiesNeverCharge, onlyCourtsFreeze, recoveryScamWarning, redFlags } from '../content/report.ts';

export function RedFlags({ ctx }: { ctx: PageContext }) {
  const { t } = ctx;
  return (
    <div className="rounded-xl border-2 border-red-200 bg-red-50 p-6 text-red-950">
      <p className="text-lg">{t(recoveryScamWarning)}</p>
      <ul className="mt-4 space-y-3">
        {redFlags.map((flag) => (
          <li key={flag.en} className="flex gap-3">
            <Icon name="alert" className="mt-1 h-5 w-5 shrink-0 text-red-700" />
            <span>{t(flag)}</span>
          </li>
        ))}
      </ul>
      <p data-never-charge="" className="mt-5 font-semibold">{t(authoritiesNeverCharge)}</p>
      <p className="mt-2 font-semibold">{t(onlyCourtsFreeze)}</p>
    </div>
  );
}
