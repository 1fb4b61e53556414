// /verify, "Check Who We Are": what an investor, a journalist or a wary victim can check without
// taking our word for it. What kind of body we are (a non-profit, and what that means for our
// income), the registration number with the register's own look-up, the registered address, this
// website's address (a local copy says it is one), the board with roles, terms and who is
// independent of the staff, the latest annual report (auditor, income and where it came from,
// spending, staff), the one account fees are paid into, and how to tell a call or message from us
// from a recovery scam, and whom to complain to about us. Everything here is the operator's data (content/organisation/identity.yaml),
// marked while sample; in verified mode the build refuses each placeholder.
import { ContactCheck } from '../components/ContactCheck.tsx';
import { FeeSummary } from '../components/Fees.tsx';
import { OrgSection } from '../components/OrgClaim.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { Section } from '../components/Section.tsx';
import { TellApart } from '../components/TellApart.tsx';
import { commitments } from '../content/commitments.ts';
import { identity } from '../content/identity.ts';
import { contact } from '../content/site.ts';
import { kindQuery } from '../features/contact/kinds.ts';
import { claimsView } from '../components/views.tsx';
import { isLocalCopy } from '../site/config.ts';
import type { PageContext, View } from '../site/context.ts';
import { chineseCurrencyName, englishCurrencyPrefix, formatDate, formatMoney, formatNumber, formatUsdCompact, wordSpace } from '../site/format.ts';

export function verifyView(ctx: PageContext): View {
  return claimsView(ctx, ctx.LL.pages.verify, <Verify ctx={ctx} />);
}

const term = 'font-semibold text-slate-900';
/** Two columns from 1024 px: what to check on the left, whom to ask on the right. */
const columns = 'lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12';
const link = 'font-semibold text-brand-700 underline underline-offset-4';
const pairs = 'grid max-w-3xl gap-x-6 gap-y-3 text-lg sm:grid-cols-[auto_1fr]';

function Verify({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  const V = LL.pages.verify;
  const { registration, annualReport: report, paymentAccount: account } = identity;
  const host = new URL(ctx.config.siteUrl).host;
  const emailDomain = contact.email.slice(contact.email.indexOf('@') + 1);
  return (
    <>
      <PageHero title={V.title()} lead={V.lead()} />

      <OrgSection ctx={ctx} id="registration" title={V.registrationTitle()}>
        <div className={columns}>
          <dl className={pairs}>
            <dt className={term}>{V.legalName()}</dt>
            <dd data-legal-name="">{t(identity.legalName)}</dd>
            <dt className={term}>{V.legalForm()}</dt>
            <dd data-legal-form="">{t(identity.legalForm)}<span className="mt-1 block text-base text-slate-700">{t(identity.nonProfit)}</span></dd>
            <dt className={term}>{V.number()}</dt>
            <dd data-registration-number="" className="font-mono">{registration.number}</dd>
            <dt className={term}>{V.registry()}</dt>
            <dd>
              {t(registration.registry)}
              <br />
              <a href={registration.lookupUrl} rel="external noopener" data-registry-lookup="" className={link}>{V.lookup()}</a>
            </dd>
            <dt className={term}>{V.address()}</dt>
            <dd>{t(identity.registeredAddress)}</dd>
            <dt className={term}>{V.website()}</dt>
            {/* The address breaks only where it must (a long one on a narrow screen); the sentence around it breaks between words. */}
            <dd data-our-site="">
              {isLocalCopy(ctx.config.siteUrl)
                ? <span data-local-copy="">{V.websiteLocal({ host }).split(host).flatMap((part, i) => (i === 0 ? [part] : [<span key={i} className="font-mono [overflow-wrap:anywhere]">{host}</span>, part]))}</span>
                : <span className="[overflow-wrap:anywhere]">{host}</span>}
            </dd>
            <dt className={term}>{V.emailDomain()}</dt>
            <dd className="break-all">@{emailDomain}</dd>
          </dl>
          <aside data-press="" aria-labelledby="press-title" className="mt-8 self-start rounded-xl border border-slate-200 bg-white p-5 lg:mt-0">
            <h3 id="press-title" className="text-lg font-semibold">{V.pressTitle()}</h3>
            <p className="mt-2 text-slate-800">
              {V.pressText({ email: contact.pressEmail }).split(contact.pressEmail).flatMap((part, i) => (i === 0 ? [part] : [<a key={i} href={`mailto:${contact.pressEmail}`} className="break-all text-brand-700 underline underline-offset-2">{contact.pressEmail}</a>, part]))}
            </p>
            <p className="mt-3"><a href={`${ctx.href('/contact')}${kindQuery('press')}`} className={link}>{V.pressLink()}</a></p>
          </aside>
        </div>
      </OrgSection>

      <OrgSection ctx={ctx} id="board" title={V.boardTitle()} lead={V.boardLead()} tinted>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {identity.board.map((m) => (
            <li key={m.name.en} data-board-member="" className="card">
              <p className="text-lg font-semibold text-slate-900">{t(m.name)}</p>
              <p className="text-slate-800">{t(m.role)}</p>
              <p data-board-term="" className="text-sm text-slate-600">{V.term({ since: m.since, until: m.until })}</p>
              <p className={`mt-2 inline-block rounded-full px-3 py-0.5 text-sm font-medium ${m.independent ? 'bg-emerald-50 text-emerald-900' : 'bg-slate-100 text-slate-800'}`}>
                {m.independent ? V.independent() : m.votes ? V.onStaff() : V.noVote()}
              </p>
              <p className="mt-2 text-slate-700">{t(m.about)}</p>
            </li>
          ))}
        </ul>
      </OrgSection>

      <OrgSection ctx={ctx} id="annual-report" title={V.reportTitle()}>
        <div className="card max-w-3xl">
          <p className="text-lg font-semibold text-slate-900">{V.reportYear({ year: report.year })}</p>
          <p className="text-slate-600">{V.published({ date: formatDate(report.publishedOn, locale) })}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            <dt className={term}>{V.auditor()}</dt>
            <dd>{t(identity.auditor)}</dd>
            <dt className={term}>{V.income()}</dt>
            <dd data-income="">{formatMoney(report.income, report.currency, locale)}{usdBeside(ctx, report.income, report.currency, report.usdRate)}</dd>
            <dt className={term}>{V.spending()}</dt>
            <dd>{formatMoney(report.spending, report.currency, locale)}{usdBeside(ctx, report.spending, report.currency, report.usdRate)}</dd>
            <dt className={term}>{V.staff()}</dt>
            <dd data-staff="">{formatNumber(report.staff, locale)}</dd>
          </dl>
          <h3 className="mt-5 font-semibold text-slate-900">{V.incomeFrom()}</h3>
          <ul className="mt-2 space-y-1 text-slate-800">
            {report.incomeFrom.map((s) => (
              <li key={s.source.en} className="flex justify-between gap-4 border-b border-slate-200 pb-1">
                <span>{t(s.source)}</span>
                <span className="font-semibold tabular-nums">{s.percent}%</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{V.reportNote({ rate: formatNumber(report.usdRate, locale), currency: chineseCurrencyName(report.currency, locale) ?? englishCurrencyPrefix(report.currency) })}</p>
          <p className="mt-4"><a href={report.url} rel="external noopener" data-annual-report="" className={link}>{V.reportLink({ year: report.year })}</a></p>
        </div>
      </OrgSection>

      <OrgSection ctx={ctx} id="payment" title={V.paymentTitle()} tinted>
        <div className={columns}>
          <div className="max-w-3xl">
            <dl className={pairs}>
              <dt className={term}>{V.bank()}</dt>
              <dd>{t(account.bank)}</dd>
              <dt className={term}>{V.accountName()}</dt>
              <dd data-account-name="">{t(account.accountName)}</dd>
              <dt className={term}>{V.accountNumber()}</dt>
              <dd data-account-number="" className="font-mono">{account.accountNumber}</dd>
            </dl>
            <p className="mt-5 text-lg text-slate-800">{t(commitments.paidToOwnAccountHere)}{wordSpace(locale)}{t(commitments.neverPersonalAccountOrLink)}</p>
          </div>
          <div className="mt-6 max-w-3xl text-lg text-slate-800 lg:mt-0">
            <FeeSummary ctx={ctx} />
            <p className="mt-3"><a href={ctx.href('/terms')} className={link}>{V.termsLink()}</a></p>
          </div>
        </div>
      </OrgSection>

      <Section id="confirm" title={V.confirmTitle()}>
        <div className={columns}>
          <TellApart ctx={ctx} className="max-w-3xl" here />
          <ContactCheck ctx={ctx} className="mt-8 lg:mt-0 lg:self-start" />
        </div>
        <p className="mt-6"><a href={ctx.href('/contact')} className="btn-primary">{LL.nav.contact()}</a></p>
      </Section>

      {/* Whom to complain to besides us: the registry that registered us (by name, from the
          content) and, generically, the consumer-protection body where the reader lives. */}
      <Section id="complain" title={V.complainTitle()} tinted>
        <div className="max-w-3xl text-lg text-slate-800">
          <p>{V.complainLead()}</p>
          <ul className="mt-3 list-disc space-y-2 pl-5">
            <li data-complain-registry="">{V.complainRegistry({ registry: t(registration.registry), number: registration.number })}</li>
            <li data-complain-consumer="">{V.complainConsumer()}</li>
          </ul>
        </div>
      </Section>
    </>
  );
}

/** " (about $9.3M)" after an amount in another currency, at the report's own rate. */
function usdBeside(ctx: PageContext, amount: number, currency: string, usdRate: number): string {
  if (currency === 'USD') return '';
  const about = ctx.LL.pages.verify.aboutUsd({ amount: formatUsdCompact(amount / usdRate, ctx.locale) });
  return ctx.locale === 'en' ? ` (${about})` : `（${about}）`;
}
