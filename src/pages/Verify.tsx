// /verify, "Check who we are": what an investor, a journalist or a wary victim can check without
// taking our word for it. The legal name, registration number and the registry to look it up
// in, the registered address, the board, the latest annual report and accounts
// (content/organisation/identity.yaml, marked while sample), how fees are set (the commitments
// the Terms and How We Work quote), and how to confirm that a call or message came from us (How
// We Work's own section, with the site's contact details).
import { ContactCheck } from '../components/ContactCheck.tsx';
import { FeeStatement } from '../components/FeeStatement.tsx';
import { Markup } from '../components/Markup.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { commitments } from '../content/commitments.ts';
import { howWeWorkSections } from '../content/how-we-work.ts';
import { identity } from '../content/identity.ts';
import { contact } from '../content/site.ts';
import { kindQuery } from '../features/contact/kinds.ts';
import type { PageContext, View } from '../site/context.ts';
import { formatDate, formatMoney } from '../site/format.ts';

export function verifyView(ctx: PageContext): View {
  const V = ctx.LL.pages.verify;
  return { status: 200, title: V.title(), description: V.description(), body: <Verify ctx={ctx} /> };
}

const term = 'font-semibold text-slate-900';
/** Two columns from 1024 px: what to check on the left, whom to ask on the right. */
const columns = 'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12';
const link = 'font-semibold text-brand-700 underline underline-offset-4';
/** Beside the one fee statement: how a fee is agreed and paid, as the Terms and How We Work say it. */
const feeCommitments = ['freeAssessment', 'feeInSignedAgreement', 'paidToOwnAccount', 'neverCryptoOrReleaseFees'] as const;

function Verify({ ctx }: { ctx: PageContext }) {
  const { LL, t } = ctx;
  const V = LL.pages.verify;
  const { registration, annualReport: report } = identity;
  const checkItIsUs = howWeWorkSections.find((s) => s.id === 'check-it-is-us');
  return (
    <>
      <PageHero title={V.title()} lead={V.lead()} />

      <OrgSection ctx={ctx} id="registration" title={V.registrationTitle()}>
        <div className={columns}>
          <dl className="grid max-w-3xl gap-x-6 gap-y-3 text-lg sm:grid-cols-[auto_1fr]">
            <dt className={term}>{V.legalName()}</dt>
            <dd data-legal-name="">{t(identity.legalName)}</dd>
            <dt className={term}>{V.number()}</dt>
            <dd data-registration-number="" className="font-mono">{registration.number}</dd>
            <dt className={term}>{V.registry()}</dt>
            <dd>
              {t(registration.registry)}
              <br />
              <a href={registration.lookupUrl} rel="noopener" data-registry-lookup="" className={link}>{V.lookup()}</a>
            </dd>
            <dt className={term}>{V.address()}</dt>
            <dd>{t(identity.registeredAddress)}</dd>
          </dl>
          <aside data-press="" aria-labelledby="press-title" className="mt-8 rounded-xl border border-slate-200 bg-white p-5 lg:mt-0">
            <h3 id="press-title" className="text-lg font-semibold">{V.pressTitle()}</h3>
            <p className="mt-2 text-slate-800">
              {V.pressText({ email: contact.pressEmail }).split(contact.pressEmail).flatMap((part, i) => (i === 0 ? [part] : [<a key={i} href={`mailto:${contact.pressEmail}`} className="break-all text-brand-700 underline underline-offset-2">{contact.pressEmail}</a>, part]))}
            </p>
            <p className="mt-3"><a href={`${ctx.href('/contact')}${kindQuery('press')}`} className={link}>{V.pressLink()}</a></p>
          </aside>
        </div>
      </OrgSection>

      <OrgSection ctx={ctx} id="board" title={V.boardTitle()} tinted>
        <ul className="grid max-w-3xl gap-4 sm:grid-cols-2 lg:max-w-none lg:grid-cols-4">
          {identity.board.map((m) => (
            <li key={m.name.en} data-board-member="" className="card">
              <p className="text-lg font-semibold text-slate-900">{t(m.name)}</p>
              <p className="text-slate-700">{t(m.role)}</p>
            </li>
          ))}
        </ul>
      </OrgSection>

      <OrgSection ctx={ctx} id="annual-report" title={V.reportTitle()}>
        <div className="card max-w-3xl">
          <p className="text-lg font-semibold text-slate-900">{V.reportYear({ year: report.year })}</p>
          <p className="text-slate-600">{V.published({ date: formatDate(report.publishedOn, ctx.locale) })}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className={term}>{V.income()}</dt>
            <dd>{formatMoney(report.income, report.currency, ctx.locale)}</dd>
            <dt className={term}>{V.spending()}</dt>
            <dd>{formatMoney(report.spending, report.currency, ctx.locale)}</dd>
          </dl>
          <p className="mt-4"><a href={report.url} rel="noopener" data-annual-report="" className={link}>{V.reportLink({ year: report.year })}</a></p>
        </div>
      </OrgSection>

      <Section id="fees" title={V.feesTitle()} tinted>
        <div className={columns}>
          <FeeStatement ctx={ctx} leadStrong className="max-w-3xl text-lg text-slate-800" />
          <ul className="mt-4 max-w-3xl list-disc space-y-3 pl-5 text-lg text-slate-800 lg:mt-0">
            {feeCommitments.map((key) => <li key={key}>{t(commitments[key])}</li>)}
          </ul>
        </div>
        <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          <a href={`${ctx.href('/how-we-work')}#fees`} className={link}>{V.feesLink()}</a>
          <a href={ctx.href('/terms')} className={link}>{V.termsLink()}</a>
        </p>
      </Section>

      <Section id="confirm" title={V.confirmTitle()}>
        <div className={columns}>
          {checkItIsUs ? (
            <div className="max-w-3xl text-lg leading-relaxed text-slate-800">
              {/* How We Work's words point to this page: here they point up to the registration. */}
              <Markup body={checkItIsUs.body[ctx.locale]} href={(path) => (path === '/verify' ? '#registration' : ctx.href(path))} locale={ctx.locale} />
            </div>
          ) : null}
          <ContactCheck ctx={ctx} className="mt-8 lg:mt-0 lg:self-start" />
        </div>
        <p className="mt-6"><a href={ctx.href('/contact')} className="btn-primary">{LL.nav.contact()}</a></p>
      </Section>
    </>
  );
}
