// The seven scam guides as large links (Home, the /scams index, the end of every guide), or the
// few a news alert is about.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { scamGuides } from '../content/scams.ts';
import type { ScamType } from '../content/types.ts';

export function ScamLinks({ ctx, withSummary = false, except, only }: {
  ctx: PageContext;
  withSummary?: boolean;
  except?: ScamType;
  /** Just these guides (a news alert's), in guide order. */
  only?: readonly ScamType[];
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {scamGuides.filter((g) => g.id !== except && (!only || only.includes(g.id))).map((g) => (
        <li key={g.id}>
          <a href={ctx.href(`/scams/${g.id}`)} data-scam-link={g.id} className="card flex h-full min-h-14 items-center justify-between gap-3 text-slate-900 no-underline hover:border-brand-600 hover:bg-brand-50">
            <span>
              <span className="block text-lg font-semibold">{ctx.t(g.name)}</span>
              {withSummary ? <span className="mt-1 block text-slate-700">{ctx.t(g.summary)}</span> : null}
            </span>
            <Icon name="chevron-right" className="h-5 w-5 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
    </ul>
  );
}
