// Team: the office drawing, leadership cards (the first few shown, the rest one tap away in a
// <details>, without JavaScript too), departments, international advisors, and jobs.
import { Icon } from '../components/Icon.tsx';
import { CtaBand } from '../components/CtaBand.tsx';
import { PlaceMark } from '../components/PlaceMark.tsx';
import { InlineSvg } from '../components/Inline.tsx';
import { MemberPhoto } from '../components/MemberPhoto.tsx';
import { telHref } from '../components/links.ts';
import { kindQuery } from '../features/contact/kinds.ts';
import { PageHero } from '../components/PageHero.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { checkable, ConfirmLink } from '../components/checkable.tsx';
import type { PageContext, View } from '../site/context.ts';
import { claimsView } from '../components/views.tsx';
import { contact } from '../content/site.ts';
import { advisors, departments, departmentsCounted, teamMembers } from '../content/team.ts';
import { HowWeCount } from '../components/HowWeCount.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { TeamMember } from '../content/types.ts';
import { countInProse, formatList, labelled } from '../site/format.ts';
import type { Locale } from '../site/locale.ts';

/** Between a department head's name and title: English reads "Led by Wong Ka-yan, head of legal
 *  affairs"; Chinese keeps the interpunct. */
const headJoin: Readonly<Record<Locale, string>> = { 'zh-TW': ' · ', 'zh-CN': ' · ', en: ', ' };

/** A job title after a name and a comma is running text: lower case in English ("Wong Ka-yan, head
 *  of legal affairs"); a title that opens with an acronym or a name ("FBI liaison") keeps it. */
function titleAfterName(title: string, locale: Locale): string {
  return locale === 'en' && /^[A-Z][a-z]/.test(title) ? title.charAt(0).toLowerCase() + title.slice(1) : title;
}

/** A list that opens a line starts with a capital; its items stay lowercase after the commas. */
function capitalizeFirst(list: string): string {
  return list.charAt(0).toUpperCase() + list.slice(1);
}

/** Leadership cards shown before "show the others": a row on wide screens, a few screens on a phone. */
export const membersShown = 3;

/** The one member who runs the staff (the build allows at most one). */
const director = teamMembers.find((m) => m.title === 'director');

/** A member's title as the card gives it: the job they hold when the content gives one (the same
 *  title their department and bylines use), else the grade. */
function titleOf(ctx: PageContext, m: TeamMember): string {
  if (m.role) return ctx.t(m.role);
  return m.title === 'director' ? ctx.LL.team.director() : m.title === 'partner' ? ctx.LL.team.partner() : ctx.LL.team.associate();
}

export function teamView(ctx: PageContext): View {
  return claimsView(ctx, ctx.LL.pages.team, <Team ctx={ctx} />);
}

function Team({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  return (
    <>
      <PageHero
        look="team" title={LL.pages.team.title()} lead={LL.pages.team.lead()}
        urgent={(
          // Inline, as the logo is: the page's first picture costs no request before the first paint.
          <InlineSvg
            name="illustrations/team.svg"
            label={LL.team.photoAlt()}
            className="mt-6 aspect-[2/1] w-full overflow-hidden rounded-xl lg:mt-0 lg:aspect-[4/3] [&>svg]:h-full [&>svg]:w-full"
          />
        )}
      />

      <OrgSection ctx={ctx} id="leadership" title={LL.team.leadershipTitle()} lead={LL.team.leadershipLead()} compact>
        {/* Who runs the staff, by name, and how to check a lawyer's admission without our help. */}
        <div className="-mt-2 mb-4 max-w-3xl space-y-2 text-slate-700 sm:mb-6">
          {director ? <p data-director="">{LL.team.directorLead({ name: t(director.name) })}</p> : null}
          {/* One main line for everyone: members have no direct lines, so no card dials a number. */}
          <p data-main-line="">
            {labelled(LL.team.mainLine(), ctx.locale)}<a href={telHref(contact.phone)} className="whitespace-nowrap font-semibold text-brand-700 underline underline-offset-2">{contact.phone}</a>
          </p>
          {teamMembers.some((m) => m.admitted) ? <p data-lawyer-check="">{LL.team.lawyerCheck()}</p> : null}
        </div>
        <ul className={memberGrid}>
          {teamMembers.slice(0, membersShown).map((m) => <MemberCard key={m.id} ctx={ctx} member={m} />)}
        </ul>
        {teamMembers.length > membersShown ? (
          <details data-more-members="" className="group mt-4 sm:mt-6">
            <summary className="btn-secondary cursor-pointer list-none [&::-webkit-details-marker]:hidden">
              {LL.team.moreMembers({ count: countInProse(teamMembers.length - membersShown, ctx.locale) })}
              <Icon name="chevron-right" className="h-4 w-4 rotate-90 group-open:-rotate-90" />
            </summary>
            <ul className={`${memberGrid} mt-4 sm:mt-6`}>
              {teamMembers.slice(membersShown).map((m) => <MemberCard key={m.id} ctx={ctx} member={m} />)}
            </ul>
          </details>
        ) : null}
      </OrgSection>

      <OrgSection ctx={ctx} id="departments" title={LL.team.departmentsTitle()} compact tinted>
        {/* The member counts are figures: how they are counted, once for all. */}
        <HowWeCount ctx={ctx} counted={departmentsCounted} className="-mt-2 mb-4" />
        <ul className="grid gap-3 sm:gap-6 md:grid-cols-2">
          {departments.map((d) => (
            <li key={d.id} className="card p-4 sm:p-6">
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <h3 className="text-lg font-semibold sm:text-xl">{t(d.name)}</h3>
                <p data-figure="" className="font-semibold text-brand-700">{LL.team.members({ count: d.members })}</p>
              </div>
              <p className="mt-1 text-slate-700">
                <span className="font-semibold">{LL.team.head()}</span> {t(d.head)}{headJoin[ctx.locale]}{titleAfterName(t(d.headTitle), ctx.locale)}
              </p>
              <p className="mt-2 text-slate-700">{t(d.description)}</p>
              <ul className="mt-2 flex flex-wrap gap-1.5 sm:mt-3 sm:gap-2" aria-label={LL.team.specialties()}>
                {d.specialties.map((s) => <li key={s.en} className="rounded-full bg-brand-50 px-2.5 text-sm text-brand-800 sm:px-3 sm:py-1">{t(s)}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </OrgSection>

      <OrgSection ctx={ctx} id="advisors" title={LL.team.advisorsTitle()} compact>
        {/* Unpaid, no cases, and how to check they agreed to be listed: once verified, only those
            with a page of their own that says so (src/components/checkable.tsx). */}
        <p data-advisors-rule="" className="-mt-2 mb-4 max-w-3xl text-slate-700">{ctx.config.contentStatus === 'verified' ? LL.team.advisorsRule() : LL.team.advisorsRuleSample()}</p>
        <ul className="grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4">
          {checkable(ctx, advisors).map((a) => (
            <li key={a.name.en} className="card p-4 sm:p-6">
              <h3 className="text-lg font-semibold">{t(a.name)}</h3>
              <p className="text-slate-700">{t(a.title)}</p>
              <p className="mt-1 text-sm text-slate-600 sm:mt-2">{t(a.organization)}</p>
              <p className="mt-1 text-sm font-medium text-brand-800 sm:mt-3">{t(a.expertise)}</p>
              <p data-advisor-terms="" className="mt-1 text-sm text-slate-700 sm:mt-2">{LL.team.advisorTerms()}</p>
              <ConfirmLink ctx={ctx} item={a} />
            </li>
          ))}
        </ul>
      </OrgSection>

      <CtaBand id="join" title={LL.team.joinTitle()} lead={LL.team.joinLead()}>
        <a href={ctx.href('/careers')} data-careers-button="" className="btn-light max-sm:w-full">{LL.team.viewJobs()}</a>
        <a href={`${ctx.href('/contact')}${kindQuery('job')}`} data-kind-button="job" className="btn-outline-light max-sm:w-full">{LL.team.recommend()}</a>
      </CtaBand>
    </>
  );
}

const memberGrid = 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

function MemberCard({ ctx, member: m }: { ctx: PageContext; member: TeamMember }) {
  const { LL, t } = ctx;
  const name = t(m.name);
  return (
    <li className="card relative flex flex-col gap-3 p-4 sm:p-5" data-member={m.id}>
      {/* Three a row from 1024 px: the picture above the name leaves the title its line. */}
      <div className="flex items-center gap-3 lg:flex-col lg:items-start">
        <MemberPhoto image={m.image} />
        <div className="min-w-0">
          <h3 className="text-lg font-semibold leading-snug">{name}</h3>
          <p className="text-slate-700">{titleOf(ctx, m)} · {LL.team.experience({ years: countInProse(m.experience, ctx.locale) })}</p>
          <p className="text-sm text-slate-600"><PlaceMark /> {LL.countries[m.country]()}</p>
        </div>
        {/* The person's own e-mail, beside their name: no phone here, as no one has a direct line. */}
        <a href={`mailto:${m.email}`} aria-label={LL.team.emailPerson({ name })} className="ml-auto shrink-0 self-start rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50 lg:absolute lg:right-5 lg:top-5">
          <Icon name="mail" className="h-5 w-5" />
        </a>
      </div>
      <p className="text-slate-700">{t(m.description)}</p>
      <dl className="space-y-1 text-sm">
        <div><dt className="inline font-semibold">{labelled(LL.team.education(), ctx.locale)}</dt><dd className="inline text-slate-700">{t(m.education)}</dd></div>
        <div><dt className="inline font-semibold">{labelled(LL.team.specialties(), ctx.locale)}</dt><dd className="inline text-slate-700">{capitalizeFirst(formatList(m.specialties.map(t), ctx.locale))}</dd></div>
        {m.admitted ? <div data-admitted=""><dt className="inline font-semibold">{labelled(LL.team.admitted(), ctx.locale)}</dt><dd className="inline text-slate-700">{t(m.admitted)}<SampleBadge ctx={ctx} inline /></dd></div> : null}
      </dl>
    </li>
  );
}
