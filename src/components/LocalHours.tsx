// The helpline's hours on the reader's clock, below the hours in Taipei time: for a reader whose
// place (chosen, or found by the site on a page kept per place) has another time zone.
import type { PageContext } from '../site/context.ts';
import { contact } from '../content/site.ts';
import { localHours } from '../site/local-hours.ts';

export function LocalHours({ ctx, className }: { ctx: PageContext; className?: string }) {
  // Only where this reader is known to be: chosen, or the edge's place on a page kept per place
  // (never a locale's usual place, which may not be this reader's).
  const place = ctx.placeChosen || ctx.placed ? ctx.place : null;
  const hours = place ? localHours(contact.openingHours, place, ctx.locale, Date.now()) : null;
  if (!hours) return null;
  const { LL } = ctx;
  const periods = hours.periods.map((p) => LL.footer.localHoursPeriod({
    days: p.firstDay === p.lastDay ? p.firstDay : LL.footer.dayRange({ first: p.firstDay, last: p.lastDay }),
    opens: p.opens,
    closes: p.closes,
  }));
  return <p data-local-hours="" className={className}>{LL.footer.localHours({ zone: hours.zone, periods: periods.join(ctx.locale === 'en' ? '; ' : '，') })}</p>;
}
