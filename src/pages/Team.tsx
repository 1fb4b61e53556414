// Team: the team photo, leadership cards, departments, international advisors, and jobs.
import { Icon } from '../components/Icon.tsx';
import { assetUrl } from '../site/assets.ts';
import { CtaBand } from '../components/CtaBand.tsx';
import { Flag } from '../components/Flag.tsx';
import { InlineSvg } from '../components/Inline.tsx';
import { telHref } from '../components/links.ts';
import { kindQuery } from '../features/contact/kinds.ts';
import { PageHero } from '../components/PageHero.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { contact } from '../content/site.ts';
import { advisors, departments, teamMembers } from '../content/team.ts';
import type { TeamMember } from '../content/types.ts';
import { formatList } from '../site/format.ts';
import type { Locale } from '../site/locale.ts';

/** Between a department head's name and title: English reads "Led by Wong Ka-yan, Head of Legal
 *  Affairs"; Chinese keeps the interpunct. */
const headJoin: Readonly<Record<Locale, string>> = { 'zh-TW': ' · ', 'zh-CN': ' · ', en: ', ' };

/** A list that opens a line starts with a capital; its items stay lowercase after the commas. */
function capitalizeFirst(list: string): string {
  return list.charAt(0).toUpperCase() + list.slice(1);
}

export function teamView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.team, <Team ctx={ctx} />);
}

function Team({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  return (
    <>
      <PageHero title={LL.pages.team.title()} lead={LL.pages.team.lead()} />

      <div className="page-container pt-10 sm:pt-14">
        {/* Inline, as the logo is: the page's first picture costs no request before the first paint. */}
        <InlineSvg
          name="team.svg"
          label={LL.team.photoAlt()}
          className="aspect-[5/2] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-50 [&>svg]:h-full [&>svg]:w-full"
        />
      </div>

      <OrgSection ctx={ctx} id="leadership" title={LL.team.leadershipTitle()} lead={LL.team.leadershipLead()}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {teamMembers.map((m) => <MemberCard key={m.id} ctx={ctx} member={m} />)}
        </ul>
      </OrgSection>

      <OrgSection ctx={ctx} id="departments" title={LL.team.departmentsTitle()} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {departments.map((d) => (
            <li key={d.id} className="card">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-xl font-semibold">{t(d.name)}</h3>
                <p className="font-semibold text-brand-700">{LL.team.members({ count: d.members })}</p>
              </div>
              <p className="mt-2 text-slate-700">
                <span className="font-semibold">{LL.team.head()}</span> {t(d.head)}{headJoin[ctx.locale]}{t(d.headTitle)}
              </p>
              <p className="mt-3 text-slate-700">{t(d.description)}</p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={LL.team.specialties()}>
                {d.specialties.map((s) => <li key={s.en} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">{t(s)}</li>)}
              </ul>
            </li>
          ))}
        </ul>
      </OrgSection>

      <OrgSection ctx={ctx} id="advisors" title={LL.team.advisorsTitle()}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {advisors.map((a) => (
            <li key={a.name.en} className="card">
              <h3 className="text-lg font-semibold">{t(a.name)}</h3>
              <p className="text-slate-700">{t(a.title)}</p>
              <p className="mt-2 text-sm text-slate-600">{t(a.organization)}</p>
              <p className="mt-3 text-sm font-medium text-brand-800">{t(a.expertise)}</p>
            </li>
          ))}
        </ul>
      </OrgSection>

      <CtaBand id="join" title={LL.team.joinTitle()} lead={LL.team.joinLead()}>
        <a href={ctx.href('/careers')} data-careers-button="" className="btn-light">{LL.team.viewJobs()}</a>
        <a href={`${ctx.href('/contact')}${kindQuery('job')}`} data-kind-button="job" className="btn-outline-light">{LL.team.recommend()}</a>
      </CtaBand>
    </>
  );
}

function MemberCard({ ctx, member: m }: { ctx: PageContext; member: TeamMember }) {
  const { LL, t } = ctx;
  const name = t(m.name);
  return (
    <li className="card flex flex-col gap-4" data-member={m.id}>
      <div className="flex items-center gap-4">
        {m.image ? (
          <img src={assetUrl(m.image)} alt="" width="64" height="64" className="h-16 w-16 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" data-initial="" className="flex h-16 w-16 shrink-0 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white">
            {Array.from(name)[0]}
          </span>
        )}
        <div>
          <h3 className="text-lg font-semibold">{name}</h3>
          <p className="text-slate-700">{m.title === 'partner' ? LL.team.partner() : LL.team.associate()}</p>
          <p className="text-sm text-slate-600"><Flag country={m.country} /> {LL.countries[m.country]()}</p>
        </div>
      </div>
      <p className="text-slate-700">{t(m.description)}</p>
      <p className="text-sm font-semibold text-brand-800">{LL.team.experience({ years: m.experience })}</p>
      <dl className="space-y-2 text-sm">
        <div><dt className="font-semibold">{LL.team.education()}</dt><dd className="text-slate-700">{t(m.education)}</dd></div>
        <div><dt className="font-semibold">{LL.team.specialties()}</dt><dd className="text-slate-700">{capitalizeFirst(formatList(m.specialties.map(t), ctx.locale))}</dd></div>
      </dl>
      <div className="mt-auto flex gap-2">
        <a href={`mailto:${m.email}`} aria-label={LL.team.emailPerson({ name })} className="rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50">
          <Icon name="mail" className="h-5 w-5" />
        </a>
        <a href={telHref(contact.phone)} aria-label={LL.team.callOffice({ name })} className="rounded-lg border border-slate-300 p-2 text-slate-700 hover:bg-slate-50">
          <Icon name="phone" className="h-5 w-5" />
        </a>
      </div>
    </li>
  );
}
