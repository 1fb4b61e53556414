// The body of a "not found" screen (an unknown page, an unknown article): what happened, the one
// way back, and (a dead link from a leaflet or a forwarded message may bring someone who has just
// been scammed) a search box and the three pages such a visitor came for.
import type { PageContext } from '../site/context.ts';
import { SearchForm } from './SearchForm.tsx';
import { unservedPlace } from './served.ts';

interface MissingPageProps {
  ctx: PageContext;
  title: string;
  lead: string;
  action: { href: string; label: string };
  code?: string;
}

const onward = 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4';

export function MissingPage({ ctx, title, lead, action, code }: MissingPageProps) {
  const { LL } = ctx;
  const ways = [
    { path: '/report', label: LL.nav.report() },
    { path: '/scams', label: LL.nav.scams() },
    // A reader in a place we do not serve meets the assessment under the name it has everywhere for them.
    { path: '/contact', label: unservedPlace(ctx) ? LL.served.assessment() : LL.nav.consult() },
  ];
  return (
    <div className="page-container py-16 text-center sm:py-24">
      {code ? <p className="text-6xl font-bold text-brand-700" aria-hidden="true">{code}</p> : null}
      <h1 className={`${code ? 'mt-4 ' : ''}text-3xl font-bold sm:text-4xl`}>{title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-600">{lead}</p>
      <div className="mx-auto mt-8 max-w-xl"><SearchForm ctx={ctx} id="missing-search" /></div>
      <ul data-ways-on="" className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2">
        {ways.map((w) => <li key={w.path}><a href={ctx.href(w.path)} className={onward}>{w.label}</a></li>)}
      </ul>
      <a href={action.href} data-way-back="" className="btn-secondary mt-8">{action.label}</a>
    </div>
  );
}
