// /careers: the open positions (content/organisation/careers.yaml), each with its place and
// closing date; an opening past its closing date is left out at request time. With none open,
// the page says so plainly and offers the request form (kind "job") to leave details. Both
// ways, recommending someone goes through the same form. It opens with how to tell our offers
// from a recruitment scam (job seekers are this page's readers, and fake job offers are common),
// and says what happens after an application.
import { CtaBand } from '../components/CtaBand.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { Icon } from '../components/Icon.tsx';
import { NumberedSteps } from '../components/NumberedSteps.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { openOpenings } from '../content/careers.ts';
import { kindQuery } from '../features/contact/kinds.ts';
import type { PageContext, View } from '../site/context.ts';
import { formatDate, wordSpace } from '../site/format.ts';

export function careersView(ctx: PageContext): View {
  const open = openOpenings(Date.now());
  const K = ctx.LL.pages.careers;
  return {
    status: 200,
    title: K.title(),
    description: K.description(),
    body: <Careers ctx={ctx} open={open} />,
    // Which openings are shown changes with the date, not only with a deploy.
    version: open.map((o) => o.id).join(','),
  };
}

function Careers({ ctx, open }: { ctx: PageContext; open: ReturnType<typeof openOpenings> }) {
  const { LL, t } = ctx;
  const K = LL.pages.careers;
  const jobForm = `${ctx.href('/contact')}${kindQuery('job')}`;
  return (
    <>
      <PageHero look="careers" title={K.title()} lead={K.lead()} urgent={<JobScamCheck ctx={ctx} />} />
      {open.length ? (
        <OrgSection ctx={ctx} id="openings" title={K.openingsTitle()}>
          <ul className="grid gap-6 md:grid-cols-2">
            {open.map((o) => (
              <li key={o.id} data-opening={o.id} className="card flex flex-col">
                <h3 className="text-xl font-semibold text-slate-900">{t(o.role)}</h3>
                <p className="mt-1 font-medium text-brand-800">{t(o.place)}</p>
                <p className="mt-3 text-slate-700">{t(o.summary)}</p>
                <p className="mt-3 text-sm text-slate-600" data-closes={o.closes}>
                  {K.closes({ date: formatDate(o.closes, ctx.locale) })}
                </p>
                <p className="mt-auto pt-4">
                  <a href={`${jobForm}&role=${encodeURIComponent(o.id)}`} data-apply={o.id} className="btn-primary">{K.apply()}</a>
                </p>
              </li>
            ))}
          </ul>
        </OrgSection>
      ) : (
        <Section id="openings" title={K.noneTitle()}>
          <div data-no-openings="" className="max-w-3xl">
            <p className="text-lg text-slate-700">{K.noneLead()}</p>
            <p className="mt-6"><a href={jobForm} data-leave-details="" className="btn-primary">{K.leaveDetails()}</a></p>
          </div>
        </Section>
      )}
      <Section id="process" title={K.processTitle()} tinted>
        <NumberedSteps steps={[
          { key: 'read', text: K.processRead() },
          { key: 'reply', text: K.processReply() },
          { key: 'interview', text: K.processInterview() },
        ]} />
      </Section>
      <CtaBand id="recommend" title={K.recommendTitle()} lead={K.recommendLead()}>
        <a href={jobForm} data-kind-button="job" className="btn-light">{K.recommend()}</a>
      </CtaBand>
    </>
  );
}

/** The three signs of a real offer from us, beside the opening (under it on phones). */
function JobScamCheck({ ctx }: { ctx: PageContext }) {
  const K = ctx.LL.pages.careers;
  return (
    <aside data-job-scam-check="" aria-labelledby="job-scam-title" className="mt-6 rounded-xl border-l-4 border-amber-500 bg-white p-4 text-slate-800 sm:p-6 lg:mt-0">
      <h2 id="job-scam-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Icon name="shield-check" className="h-5 w-5 shrink-0 text-amber-800" />{K.safetyTitle()}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5">
        <li>{K.safetyFee()}</li>
        <li>{K.safetyChat()}</li>
        <li>{K.safetyContact()}{wordSpace(ctx.locale)}<a href={ctx.href('/verify')} className="font-semibold text-brand-700 underline">{ctx.LL.nav.verify()}</a></li>
      </ul>
    </aside>
  );
}
