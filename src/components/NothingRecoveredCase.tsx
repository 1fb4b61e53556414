// An example of a case that recovered nothing (content/organisation/cases.yaml), told inside "What a
// typical case looks like" on /cases: the operator's data, so marked while sample, and not one of
// the featured cases the figures come from.
import { nothingRecoveredExample as example } from '../content/cases.ts';
import type { PageContext } from '../site/context.ts';
import { formatUsd } from '../site/format.ts';
import { PhoneFold } from './PhoneFold.tsx';
import { OrgClaim } from './OrgClaim.tsx';

export function NothingRecoveredCase({ ctx }: { ctx: PageContext }) {
  if (!example) return null;
  const { LL, t, locale } = ctx;
  const C = LL.cases;
  return (
    <OrgClaim ctx={ctx} as="div" className="card p-4 text-base sm:p-6">
      {/* One tap away on a phone (its heading says what it shows), so /cases ends within eight screens. */}
      <PhoneFold summary={C.exampleLabel()}>
        <div data-example-case="" className="space-y-2 max-sm:mt-2">
          <h3 className="text-lg font-semibold text-slate-900 max-sm:sr-only">{C.exampleLabel()}</h3>
          <p className="font-semibold text-slate-800">{t(example.title)}</p>
          <p className="text-slate-700">{t(example.description)}</p>
          <p className="text-sm font-semibold text-slate-900">
            {C.lost()} {formatUsd(example.amount, locale)} · {C.recoveredAmount()} {formatUsd(0, locale)} · {LL.countries[example.region]()}
          </p>
        </div>
      </PhoneFold>
    </OrgClaim>
  );
}
