// The seven scam guides as large links (the /scams index, the end of every guide), or the few a
// news alert is about; on Home as a compact row of buttons, so the seven fit a phone's screen.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { scamGuides } from '../content/scams.ts';
import type { ScamType } from '../content/types.ts';

export function ScamLinks({ ctx, withSummary = false, compact = false, more, except, only }: {
  ctx: PageContext;
  withSummary?: boolean;
  /** Names only, as buttons that wrap (Home). */
  compact?: boolean;
  /** A last link after the guides (Home: all of them, with their summaries; /scams: none of these?). */
  more?: { href: string; label: string; summary?: string };
  except?: ScamType;
  /** Just these guides (a news alert's), in guide order. */
  only?: readonly ScamType[];
}) {
  const guides = scamGuides.filter((g) => g.id !== except && (!only || only.includes(g.id)));
  if (compact) {
    return (
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(8.5rem,100%),1fr))] gap-2 sm:flex sm:flex-wrap">
        {guides.map((g) => (
          <li key={g.id}>
            <a href={ctx.href(`/scams/${g.id}`)} data-scam-link={g.id} className="flex h-full min-h-11 items-center justify-between gap-1 rounded-lg border border-slate-300 bg-white px-2 py-1.5 font-semibold leading-snug text-slate-900 no-underline hover:border-brand-600 hover:bg-brand-50 max-sm:text-sm sm:rounded-full sm:px-4 sm:py-2">
              {ctx.t(g.name)}
              <Icon name="chevron-right" className="h-4 w-4 shrink-0 text-brand-700" />
            </a>
          </li>
        ))}
        {more ? (
          <li>
            <a href={more.href} className="flex h-full min-h-11 items-center justify-between gap-1 rounded-lg border border-brand-700 bg-brand-50 px-2 py-1.5 font-semibold leading-snug text-brand-700 no-underline hover:bg-brand-100 max-sm:text-sm sm:rounded-full sm:px-4 sm:py-2">
              {more.label}
              <Icon name="chevron-right" className="h-4 w-4 shrink-0" />
            </a>
          </li>
        ) : null}
      </ul>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {guides.map((g) => (
        <li key={g.id}>
          <a href={ctx.href(`/scams/${g.id}`)} data-scam-link={g.id} className="card flex h-full min-h-14 items-center justify-between gap-3 text-slate-900 no-underline hover:border-brand-600 hover:bg-brand-50">
            {/* A word longer than a narrow card (large text on a small phone) breaks instead of spilling out. */}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="block text-lg font-semibold">{ctx.t(g.name)}</span>
              {withSummary ? <span className="mt-1 block text-slate-700">{ctx.t(g.summary)}</span> : null}
            </span>
            <Icon name="chevron-right" className="h-5 w-5 shrink-0 text-brand-700" />
          </a>
        </li>
      ))}
      {more ? (
        <li>
          <a href={more.href} data-scam-more="" className="card flex h-full min-h-14 items-center justify-between gap-3 border-brand-700 bg-brand-50 text-slate-900 no-underline hover:bg-brand-100">
            <span>
              <span className="block text-lg font-semibold text-brand-800">{more.label}</span>
              {more.summary ? <span className="mt-1 block text-slate-700">{more.summary}</span> : null}
            </span>
            <Icon name="chevron-right" className="h-5 w-5 shrink-0 text-brand-700" />
          </a>
        </li>
      ) : null}
    </ul>
  );
}
