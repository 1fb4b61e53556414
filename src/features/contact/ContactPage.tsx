// /contact: the one request form, for every kind of visitor (kinds.ts); /contact?kind=partnership
// opens it with that kind chosen (the link the partner and job buttons use), ?kind=job&role=<id>
// with an open position filled in. Above the form, in plain words, what never to send and that
// taking a request costs nothing; for help after a scam, report first, and under the form what we
// charge (that individuals pay nothing, then the fee table folded, open on How We Work: a partner, a job seeker or a journalist is
// charged nothing, so their kinds hide it); with a chat provider configured, the chat is offered
// beside the form. The same view comes back with status 400 and one message per field, the form
// first, so its error summary is in view without JavaScript.
import { commitments } from '../../content/commitments.ts';
import { Fees } from '../../components/Fees.tsx';
import { CallLink } from '../../components/CallLink.tsx';
import { likelyPlace } from '../../components/country-order.ts';
import { placeCardHref } from '../../components/links.ts';
import { reportChannels } from '../../content/report.ts';
import { ContactForm, type ContactFormProps } from './ContactForm.tsx';
import { PageHero } from '../../components/PageHero.tsx';
import type { PageContext, Redirect, View } from '../../site/context.ts';
import { wordSpace } from '../../site/format.ts';
import { findOpenOpening } from '../../content/careers.ts';
import { defaultKind, isHelpKind, kindQuery, kinds, requestKind, type RequestKind } from './kinds.ts';

/** GET /contact[?kind=…]: the form with the kind the link names; a kind that names none, or the
 *  default one spelt out, is the plain /contact (301). */
export function contactPageView(ctx: PageContext): View | Redirect {
  const param = ctx.url.searchParams.get('kind');
  const kind = param === null ? defaultKind : requestKind(param);
  if (kind === null || (param !== null && kind === defaultKind)) return { redirect: ctx.href('/contact') };
  const opening = kind === 'job' ? findOpenOpening(ctx.url.searchParams.get('role') ?? '', Date.now()) : undefined;
  return contactView(ctx, { values: { kind, ...(opening ? { role: ctx.t(opening.role) } : {}) } });
}

export function contactView(ctx: PageContext, state: Omit<ContactFormProps, 'ctx'> = {}, status: 200 | 400 = 200): View {
  const kind = requestKind(state.values?.kind) ?? defaultKind;
  const { title, lead } = hero(ctx, kind);
  return {
    status,
    private: status !== 200,
    title,
    description: kind === defaultKind ? ctx.LL.contact.description() : lead,
    body: <Contact ctx={ctx} state={state} kind={kind} />,
    query: kindQuery(kind),
  };
}

function hero(ctx: PageContext, kind: RequestKind): { title: string; lead: string } {
  const { title, lead } = kinds[kind].text(ctx.LL.contact);
  return { title, lead };
}

function Contact({ ctx, state, kind }: { ctx: PageContext; state: Omit<ContactFormProps, 'ctx'>; kind: RequestKind }) {
  const { LL } = ctx;
  const C = LL.contact;
  const { title, lead } = hero(ctx, kind);
  // A form sent back with errors (no JavaScript, or a server-only check) starts with the form, so
  // its error summary is on the first screen, not under the warning the visitor has already read.
  const returned = Boolean(state.formError) || Object.keys(state.errors ?? {}).length > 0;
  const help = isHelpKind(kind);
  const mainland = likelyPlace(ctx) === 'CN' ? reportChannels.find((c) => c.country === 'CN')?.phones[0] : undefined;
  const warning = (
    <section aria-labelledby="warning-title" className={`${returned ? 'mt-10' : 'mb-10'} rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950`}>
      <h2 id="warning-title" className="text-lg font-semibold">{C.warningTitle()}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li data-warning="secrets">{C.warningSecrets()}</li>
        <li data-warning="payment" data-help-only="" hidden={!help}>
          <strong>{ctx.t(commitments.individualsPayNothing)}</strong>{wordSpace(ctx.locale)}{ctx.t(commitments.freeAssessment)}{wordSpace(ctx.locale)}
          <a href="#fees" className="font-semibold underline underline-offset-4">{C.feesBelow()}</a>
        </li>
      </ul>
    </section>
  );
  return (
    <>
      {/* Sent back with errors, the lead (read already) gives way, so the error summary is on a phone's first screen. */}
      <PageHero title={title} lead={returned ? undefined : lead} />
      {/* "Just sent money? Call your bank" comes before the form on phones, and heads the right
          column on wide screens; the rest of that column stays under it. */}
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_20rem] lg:grid-rows-[auto_1fr]">
        {/* Hidden, not left out, for the other kinds: every kind's page then has the same markup and
            stylesheet, so the browser module can swap the form in place (src/client/form.ts). */}
        <p data-help-only="" hidden={!help} className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-950 lg:col-start-2 lg:row-start-1">
          {/* In Mainland China the police come first, not the bank (FACTS block 4): the number to call, and their card.
              In Taiwan 165 contacts the bank (FACTS block 3), as the 165 box says. */}
          {mainland ? C.reportFirstMainland() : likelyPlace(ctx) === 'TW' ? C.reportFirstTaiwan() : C.reportFirst()}{wordSpace(ctx.locale)}
          {mainland ? <span className="my-2 block"><CallLink number={mainland.number} data-mainland-call="" /></span> : null}
          <a href={mainland ? placeCardHref(ctx, 'CN') : ctx.href('/report')} className="font-semibold underline underline-offset-4">{mainland ? LL.firstMinute.yourCard({ place: LL.countries.CN() }) : LL.nav.report()}</a>
        </p>
        <div className="min-w-0 max-w-2xl lg:col-start-1 lg:row-span-2 lg:row-start-1">
          {returned ? null : warning}
          <ContactForm ctx={ctx} {...state} />
          {returned ? warning : null}
          {/* Hidden, not left out, for the other kinds, as the line above (the same markup on every kind's page). */}
          <section id="fees" data-help-only="" hidden={!help} aria-labelledby="fees-title" className="mt-12 scroll-mt-24">
            <h2 id="fees-title" className="mb-4 text-2xl font-bold text-slate-900">{LL.fees.title()}</h2>
            {/* A person after a scam needs one line here: they pay nothing. The business fees stay one tap
                away (How We Work and the Terms keep them open). */}
            <Fees ctx={ctx} stacked fold={LL.fees.businessFold()} />
          </section>
        </div>
        <aside className="space-y-6 lg:col-start-2 lg:row-start-2">
          {ctx.config.chat ? (
            <p className="card">
              {C.chatAlternative()}{' '}
              <a href="#contact" data-consult="" data-chat="" className="btn-secondary mt-3">{C.chatButton()}</a>
            </p>
          ) : null}
          <p><a href={ctx.href('/how-we-work')} className="text-brand-700 underline underline-offset-4">{C.thanks.howWeWork()}</a></p>
          <p><a href={ctx.href('/verify')} className="text-brand-700 underline underline-offset-4">{LL.nav.verify()}</a></p>
        </aside>
      </div>
    </>
  );
}
