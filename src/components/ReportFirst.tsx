// "Report it first" (Home, the thank-you page): the five first steps and the official channel of the
// visitor's country (Cloudflare's cf.country when it is a service country), with no JavaScript
// involved. Home names one place's channel in its opening already (FirstCall): there the block
// lists channels (and the link to all of them) only when the visitor's place is not known.
import type { PageContext } from '../site/context.ts';
import { fallbackCountries } from '../content/report-by-locale.ts';
import { firstSteps, reportChannels } from '../content/report.ts';
import { countWord } from '../site/format.ts';
import { likelyPlace } from './country-order.ts';
import { FirstSteps } from './FirstSteps.tsx';
import { placeCardHref, placeListHref } from './links.ts';
import { NotInPlace } from './NotInPlace.tsx';
import { NumberedSteps } from './NumberedSteps.tsx';
import { ReportChannelCard } from './ReportChannelCard.tsx';

/** `steps` replaces the five first steps (a company's thank-you gives the business-email steps);
 *  the lead counts the steps shown. */
export function ReportFirst({ ctx, placeShown = false, steps }: { ctx: PageContext; placeShown?: boolean; steps?: readonly { key: string; text: string }[] }) {
  const { LL } = ctx;
  const local = reportChannels.find((c) => c.country === ctx.place);
  const place = likelyPlace(ctx);
  const listed = !(placeShown && place && reportChannels.some((c) => c.country === place));
  const shown = local
    ? [local]
    : fallbackCountries[ctx.locale].map((cc) => reportChannels.find((c) => c.country === cc)!);
  return (
    <section id="report-first" aria-labelledby="report-first-title" className="border-b border-red-100 bg-red-50/60 py-7 sm:py-16">
      <div className="page-container">
        <h2 id="report-first-title" className="text-2xl font-bold text-red-900 sm:text-3xl">{LL.report.homeTitle()}</h2>
        {/* On Home's phones the opening above has just said it (report, free, now). */}
        <p className={`mt-2 text-slate-800 sm:text-lg ${placeShown ? 'hidden sm:block' : ''}`}>{LL.report.homeLead({ count: countWord(steps?.length ?? firstSteps.length, ctx.locale) })}</p>
        <div className="mt-4 sm:mt-6">{steps ? <NumberedSteps steps={steps} /> : <FirstSteps ctx={ctx} />}</div>
        {listed ? (
          <>
            <h3 className="mt-10 text-xl font-semibold text-slate-900">{local ? LL.report.yourChannel() : LL.report.channelsTitle()}</h3>
            <ul className={`mt-4 grid gap-6 ${shown.length > 1 ? 'md:grid-cols-2' : 'max-w-2xl'}`}>
              {shown.map((channel) => <ReportChannelCard key={channel.country} ctx={ctx} channel={channel} headingLevel={4} />)}
            </ul>
            <p className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 sm:mt-8">
              <a href={place ? placeCardHref(ctx, place) : placeListHref(ctx)} className="btn-primary">{LL.report.allChannels()}</a>
              {local ? <NotInPlace ctx={ctx} place={local.country} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4" /> : null}
            </p>
          </>
        ) : null}
      </div>
    </section>
  );
}
