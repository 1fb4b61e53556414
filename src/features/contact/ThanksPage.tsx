// The thank-you page a valid request is redirected to (303): the reference number, that the
// request is not a police report (the official report's reference number is the one to keep),
// when to expect a reply (REPLY_WITHIN_DAYS, set by the operator) without promising a result,
// and the report-first steps with the official channel of the place chosen in the form
// (?country=, set by the handler; not Cloudflare's cf.country: the visitor may be abroad). That
// place's number and bank line (Home's first-call box) come right after "not a police report",
// before what happens next: on a phone the steps below are screens down. After the reporting
// steps, what we charge if the visitor hires us (the fee table, as How We Work shows it), with
// how to tell us from a recovery scam: the next caller who says they are us may not be. The
// reference is in the path, so the page is private: noindex, not stored by any cache. It is shown
// only to the browser that just sent the request (thanks-proof.ts); anywhere else, a forged or
// shared link, the page confirms nothing and says so, and what a scammer would use it for.
import type { ReactNode } from 'react';
import { Fees } from '../../components/Fees.tsx';
import { Section } from '../../components/Section.tsx';
import { FirstCall } from '../../components/FirstCall.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import { ReportFirst } from '../../components/ReportFirst.tsx';
import { findScamGuide } from '../../content/scams.ts';
import type { PageContext, View } from '../../site/context.ts';
import { knownPlace } from '../../site/place.ts';
import type { Place } from '../../content/types.ts';
import { referencePattern } from '../forms/random-id.ts';
import { notFoundView } from '../../components/views.tsx';
import { isHelpKind, requestKind } from './kinds.ts';
import { sentByThisBrowser } from './thanks-proof.ts';
import { countInProse } from '../../site/format.ts';

/** The business-email guide, whose steps a company's thank-you gives (its id is fixed by the content's scam types). */
const businessGuide = findScamGuide('business-email')!;

export async function contactThanksView(ctx: PageContext): Promise<View> {
  const ref = ctx.params.ref ?? '';
  if (!referencePattern.test(ref)) return notFoundView(ctx);
  if (!(await sentByThisBrowser(ctx, ref))) return unconfirmedView(ctx);
  const T = ctx.LL.contact.thanks;
  // A partnership, proposal, job or press message (?kind=, set by the handler) is not help after
  // a scam: no report-first steps, no "not a police report".
  const kind = requestKind(ctx.url.searchParams.get('kind'));
  if (kind && !isHelpKind(kind)) return otherThanks(ctx, ref);
  // The channel shown is the chosen place's, never the request's cf.country.
  // The place chosen in the form (a service country or Mainland China), or null ("other", none, unknown).
  const chosen = knownPlace(ctx.url.searchParams.get('country'));
  const placeCtx: PageContext = { ...ctx, place: chosen, placeChosen: chosen !== null };
  return thanksShell(ctx, ref, T.next1(), chosen, (
    <>
      <section data-not-police="" aria-labelledby="not-police-title" className="mt-6 max-w-2xl rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
        <h2 id="not-police-title" className="text-xl font-bold">{T.notPoliceTitle()}</h2>
        <p className="mt-2">{T.notPolice()}</p>
      </section>
      {/* Only the place chosen in the form: with none ("somewhere else"), the way to find one. */}
      <FirstCall ctx={{ ...placeCtx, placeChosen: true }} tone="light" steps={{ href: '#report-first', label: ctx.LL.report.homeTitle() }} />
    </>
  ), (
    <section aria-labelledby="next-title" className="mt-10 max-w-2xl lg:mt-0">
      <h2 id="next-title" className="text-2xl font-bold text-slate-900">{T.nextTitle()}</h2>
      <ul className="mt-4 list-disc space-y-3 pl-5 text-lg text-slate-800">
        <li data-reply-within={ctx.config.replyWithinDays}>{T.replyWithin({ days: countInProse(ctx.config.replyWithinDays, ctx.locale) })}</li>
        <li>{T.next2()}</li>
        <li>{T.next3()}</li>
      </ul>
      <p className="mt-6"><a href={ctx.href('/how-we-work')} className="text-brand-700 underline underline-offset-4">{T.howWeWork()}</a></p>
    </section>
  ), (
    <>
      <ReportFirst
        ctx={placeCtx}
        // A company gets the steps /business gives, not the five for a person.
        steps={kind === 'business' ? businessGuide.doNow.map((step) => ({ key: step.en, text: ctx.t(step) })) : undefined}
      />
      <Section id="fees" title={ctx.LL.fees.title()}>
        <Fees ctx={ctx} />
      </Section>
    </>
  ));
}

/** The page every thank-you shares: the hero, the reference number, then what the kind adds
 *  (`side`: beside them from 1024 px, below them on a phone). */
function thanksShell(ctx: PageContext, ref: string, lead: string, place: Place | null | undefined, main: ReactNode, side?: ReactNode, after?: ReactNode): View {
  const T = ctx.LL.contact.thanks;
  return {
    status: 200,
    private: true,
    // The phone bar dials the number of the place this page speaks to (null: the place list).
    place,
    title: T.title(),
    description: T.description(),
    body: (
      <>
        <PageHero title={T.title()} lead={lead} />
        <div className={`page-container py-10 sm:py-14 ${side ? 'lg:grid lg:grid-cols-2 lg:gap-12' : ''}`}>
          <div>
            <Reference ctx={ctx} reference={ref} />
            {main}
          </div>
          {side}
        </div>
        {after}
      </>
    ),
  };
}

function Reference({ ctx, reference }: { ctx: PageContext; reference: string }) {
  const T = ctx.LL.contact.thanks;
  return (
    <div className="max-w-2xl rounded-xl border border-brand-200 bg-brand-50 p-6">
      <p className="font-medium text-slate-900">{T.referenceLabel()}</p>
      <p data-reference="" className="mt-2 font-mono text-3xl font-bold tracking-wider text-slate-900">{reference}</p>
      <p className="mt-3 text-slate-700">{T.referenceHint()}</p>
    </div>
  );
}

function otherThanks(ctx: PageContext, ref: string): View {
  const T = ctx.LL.contact.thanks;
  return thanksShell(ctx, ref, T.otherNext(), undefined, (
    <ul className="mt-10 max-w-2xl list-disc space-y-3 pl-5 text-lg text-slate-800">
      <li data-reply-within={ctx.config.replyWithinDays}>{T.replyWithin({ days: countInProse(ctx.config.replyWithinDays, ctx.locale) })}</li>
    </ul>
  ));
}

/** The page for a reference this browser did not just send (a link shared, forged or expired):
 *  it shows no reference and confirms nothing, and tells someone shown the link as proof of a case
 *  that it is none. A 200, private like the page it stands in for. */
function unconfirmedView(ctx: PageContext): View {
  const T = ctx.LL.contact.thanks;
  const link = 'text-brand-700 underline underline-offset-4';
  return {
    status: 200,
    private: true,
    title: T.unconfirmedTitle(),
    description: T.unconfirmedDescription(),
    body: (
      <>
        <PageHero title={T.unconfirmedTitle()} lead={T.unconfirmedLead()} />
        <div className="page-container py-10 sm:py-14">
          <div data-unconfirmed="" className="max-w-2xl space-y-6 text-lg text-slate-800">
            <p>{T.unconfirmedSent()}</p>
            <section className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-amber-950">
              <p className="font-bold">{T.unconfirmedProof()}</p>
              <p className="mt-2">{T.next2()}</p>
            </section>
            <ul className="space-y-3">
              <li><a href={ctx.href('/how-we-work')} className={link}>{T.howWeWork()}</a></li>
              <li><a href={ctx.href('/contact')} className={link}>{T.unconfirmedContact()}</a></li>
            </ul>
          </div>
        </div>
      </>
    ),
  };
}
