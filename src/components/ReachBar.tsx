// On phones, a bar fixed at the bottom, within the thumb's reach on every page: Call (the official
// number of the visitor's place), Report (where to report), Get help (the request form). Plain
// links: it works without JavaScript. The body keeps room for it (Layout), so it covers nothing;
// it is not printed. The place is the one the visitor chose (?place= or its cookie: every page is
// then private to them, src/http/page-response.ts) or the language's only place: pages not cached
// per place may not speak to the request's own country.
import type { PageContext } from '../site/context.ts';
import { fallbackCountries } from '../content/report-by-locale.ts';
import { reportChannels } from '../content/report.ts';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import type { GlyphName } from './icon-sources.ts';
import { placeListHref, telHref } from './links.ts';

const item = 'flex h-full flex-col items-center justify-center gap-0.5 px-1 text-center text-sm font-semibold leading-tight no-underline';

export function ReachBar({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  const R = LL.reachBar;
  const fallback = fallbackCountries[ctx.locale];
  const place = ctx.placeChosen ? ctx.place : fallback.length === 1 ? fallback[0]! : null;
  const phone = place ? reportChannels.find((c) => c.country === place)?.phones[0] : undefined;
  return (
    <nav aria-label={R.label()} data-reach-bar="" className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white md:hidden print:hidden">
      <ul className="grid h-full grid-cols-3">
        <li>
          {phone
            ? (
              <BarLink href={telHref(phone.number)} icon="phone" call className="bg-brand-700 text-white">
                <span aria-hidden="true">{R.call()}</span>
                <span className="sr-only">{R.callNumber({ number: phone.number })}</span>
              </BarLink>
            )
            : <BarLink href={placeListHref(ctx)} icon="phone" call className="bg-brand-700 text-white">{R.numbers()}</BarLink>}
        </li>
        <li><BarLink href={ctx.href('/report')} icon="alert" className="text-red-800">{R.report()}</BarLink></li>
        <li><BarLink href={ctx.href('/contact')} icon="message" className="text-brand-800">{R.help()}</BarLink></li>
      </ul>
    </nav>
  );
}

/** One of the bar's three places to go: an icon over a short word. */
function BarLink({ href, icon, call = false, className, children }: {
  href: string; icon: GlyphName; call?: boolean; className: string; children: ReactNode;
}) {
  return (
    <a href={href} data-reach-call={call ? '' : undefined} className={`${item} ${className}`}>
      <Icon name={icon} className="h-5 w-5" />
      {children}
    </a>
  );
}
