// On phones, a bar fixed at the bottom, within the thumb's reach on every page: Call (the official
// number of the visitor's place), Report (where to report), Free case assessment (the request form,
// named for the places we serve when the reader's place is not one). Plain
// links: it works without JavaScript. The body keeps room for it (Layout), so it covers nothing;
// it is not printed. Its number is always the one the page's first screen gives (firstScreenPlace): a bar
// that dials 165 under a first screen about the UK sends a panicked reader to a dead number.
import type { PageContext } from '../site/context.ts';
import type { Place } from '../content/types.ts';
import { reportChannels } from '../content/report.ts';
import { firstScreenPlace } from './country-order.ts';
import { unservedPlace } from './served.ts';
import type { ReactNode } from 'react';
import { Icon } from './Icon.tsx';
import type { GlyphName } from './icon-sources.ts';
import { placeListHref, telHref } from './links.ts';

// A label that wraps is balanced across its lines (a long one must not leave one character alone).
const item = 'flex h-full flex-col items-center justify-center gap-0.5 px-1 text-center text-sm font-semibold leading-tight no-underline [text-wrap:balance]';

export function ReachBar({ ctx, place: pagePlace }: { ctx: PageContext; place?: Place | null }) {
  const { LL } = ctx;
  const R = LL.reachBar;
  const place = firstScreenPlace(ctx, pagePlace);
  // A reader we do not serve: the form is named for the places we serve.
  const unserved = unservedPlace(ctx, pagePlace);
  // A number only for emergencies (Germany's 110, France's 17) is not where to report a fraud: the
  // first screen leads with reporting online there, and so does the bar, through the place list.
  const first = place ? reportChannels.find((c) => c.country === place)?.phones[0] : undefined;
  const phone = first?.emergencyOnly ? undefined : first;
  return (
    <nav aria-label={R.label()} data-reach-bar="" className="fixed inset-x-0 bottom-0 z-30 h-16 border-t border-slate-200 bg-white md:hidden print:hidden">
      <ul className="grid h-full grid-cols-3">
        <li>
          {phone
            ? (
              <BarLink href={telHref(phone.number)} icon="phone" call className="bg-brand-700 text-white">
                {/* A short code (165, 110, 18222) fits under the icon and tells the reader what the tap
                    dials; a long number stays in the tap and for screen readers. */}
                {phone.number.length <= 6
                  ? R.callNumber({ number: phone.number })
                  : <><span aria-hidden="true">{R.call()}</span><span className="sr-only">{R.callNumber({ number: phone.number })}</span></>}
              </BarLink>
            )
            : <BarLink href={placeListHref(ctx)} icon="phone" call className="bg-brand-700 text-white">{R.numbers()}</BarLink>}
        </li>
        <li><BarLink href={ctx.href('/report')} icon="alert" className="text-red-800">{R.report()}</BarLink></li>
        <li><BarLink href={ctx.href('/contact')} icon="message" className="text-brand-800" servedOnly={unserved}>{unserved ? R.helpServed() : R.help()}</BarLink></li>
      </ul>
    </nav>
  );
}

/** One of the bar's three places to go: an icon over a short word. */
function BarLink({ href, icon, call = false, className, servedOnly, children }: {
  href: string; icon: GlyphName; call?: boolean; className: string; servedOnly?: Place | null; children: ReactNode;
}) {
  return (
    <a href={href} data-reach-call={call ? '' : undefined} data-served-only={servedOnly ?? undefined} className={`${item} ${className}`}>
      <Icon name={icon} className="h-5 w-5" />
      {children}
    </a>
  );
}
