// What the Association charges, the same everywhere it is shown (How We Work, the Terms, the request
// form and its thank-you page for help after a scam): the warning every reader has heard about
// paying upfront and why ours is set out in full, what is free, each fee with its amount in US
// dollars and its cap (and who pays it: a fee only organisations pay says individuals pay none), what it pays for, when it is due and whether it is refunded, how and where
// it is paid, and what translators, courts and lawyers may charge. Beside it, the checks that tell
// us from a recovery scam (TellApart). When every fee is for organisations only, both the table
// and its one-line summary say first that individuals pay nothing. The amounts are organisation data
// (content/organisation/fees.yaml): marked while sample. FeeSummary is the one line for a page that
// names a fee in passing: every fee with its amount, and a link here.
import type { ReactNode } from 'react';
import { commitments } from '../content/commitments.ts';
import { feeSchedule } from '../content/fees.ts';
import type { Fee } from '../content/types.ts';
import type { PageContext } from '../site/context.ts';
import { formatDate, formatNumber, formatUsd, formatUsdRange, wordSpace } from '../site/format.ts';
import { SampleBadge } from './SampleBadge.tsx';
import { TellApart } from './TellApart.tsx';

/** A fee's amount in words: the range and its cap, or the share and its cap; "not set" while sample. */
export function feeAmount(ctx: PageContext, fee: Fee): string {
  const F = ctx.LL.fees;
  if (fee.from !== undefined && fee.to !== undefined) return formatUsdRange(fee.from, fee.to, ctx.locale);
  if (fee.percent !== undefined && fee.cap !== undefined) return F.share({ percent: fee.percent, cap: formatUsd(fee.cap, ctx.locale) });
  return F.notSet();
}

/** A fee's approximate amount in New Taiwan dollars, for Taiwan's readers (the Traditional Chinese
 *  pages) when the content gives a rate; nothing elsewhere. */
function TwdAmount({ ctx, fee }: { ctx: PageContext; fee: Fee }) {
  const twd = feeSchedule.twd;
  if (!twd || ctx.locale !== 'zh-TW') return null;
  const nt = (usd: number) => formatNumber(Math.round(usd * twd.rate), ctx.locale);
  const text = fee.from !== undefined && fee.to !== undefined ? ctx.LL.fees.twdRange({ from: nt(fee.from), to: nt(fee.to) })
    : fee.cap !== undefined ? ctx.LL.fees.twdCap({ cap: nt(fee.cap) }) : null;
  return text ? <p data-fee-twd={fee.id} className="text-base font-semibold text-slate-800">{text}</p> : null;
}

/** Whether individuals pay the Association nothing at all: every fee is one only businesses and
 *  organisations pay (the sample policy). The fee table and its summary then say so first. */
export function individualsPayNothing(): boolean {
  return feeSchedule.fees.every((fee) => fee.payers === 'organizations');
}

/** What comes back in the worked example of a share: an amount a reader's case might recover. */
const exampleRecovered = 10_000;

const label = 'font-semibold text-slate-900';

/** `stacked`: the checks under the fees (a narrow column: the Terms, the form, its thank-you page); else beside them from 1024 px.
 *  `assessmentExplained`: the page already says what the free case assessment is (How We Work), so its row does not repeat it.
 *  `fold`: the label of a closed <details> that holds everything after the line that individuals pay
 *  nothing (the request form: a person after a scam needs that line, a business opens the rest); only
 *  while individuals pay nothing, else the whole table shows. */
export function Fees({ ctx, stacked = false, assessmentExplained = false, fold }: { ctx: PageContext; stacked?: boolean; assessmentExplained?: boolean; fold?: string }) {
  const { t, LL } = ctx;
  const F = LL.fees;
  const folded = fold !== undefined && individualsPayNothing();
  const column = 'max-w-3xl space-y-5 text-slate-800 sm:text-lg';
  const individuals = individualsPayNothing() ? <p data-individuals-pay-nothing="" className="text-xl font-bold text-emerald-800">{t(commitments.individualsPayNothing)}</p> : null;
  const table = (
    <>
        {/* A callout, not a wall of bold: eight sentences read better in the body weight. */}
        <p data-upfront="" className="card border-l-4 border-l-amber-500 p-4 text-slate-900 sm:p-5">{t(commitments.upfrontFee)}</p>
        <p>{t(commitments.fees)}{wordSpace(ctx.locale)}{t(commitments.feeInSignedAgreement)}</p>
        <ul className="space-y-3">
          <li data-fee="assessment" className="card p-4 sm:p-5">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h3 className="text-lg font-semibold">{F.assessment()}</h3>
              <p data-fee-amount="assessment" className="text-lg font-bold text-emerald-800">{F.free()}</p>
            </div>
            {assessmentExplained ? null : <p data-assessment-is="" className="mt-2 text-base text-slate-700">{t(commitments.assessmentIs)}</p>}
          </li>
          {feeSchedule.fees.map((fee) => (
            <li key={fee.id} data-fee={fee.id} className="card p-4 sm:p-5">
              <h3 className="text-lg font-semibold">{t(fee.name)}</h3>
              {fee.payers === 'organizations' ? <p data-fee-individuals={fee.id} className="mt-1 text-lg font-bold text-emerald-800">{F.individualsNone()}</p> : null}
              <p className="mt-1 text-lg font-bold text-brand-800">
                {fee.payers === 'organizations' ? <>{F.organisationsPay()}{wordSpace(ctx.locale)}</> : null}
                <span data-fee-amount={fee.id}>{feeAmount(ctx, fee)}</span>
              </p>
              <TwdAmount ctx={ctx} fee={fee} />
              {fee.to !== undefined && fee.percent === undefined ? <p className="mt-1 text-base text-slate-700">{F.rangeCap({ cap: formatUsd(fee.to, ctx.locale) })}</p> : null}
              {fee.percent !== undefined && fee.cap !== undefined ? (
                <p className="mt-1 text-base text-slate-700">
                  {F.example({ back: formatUsd(exampleRecovered, ctx.locale), fee: formatUsd(Math.min(exampleRecovered * fee.percent / 100, fee.cap), ctx.locale) })}
                </p>
              ) : null}
              <dl className="mt-3 space-y-2 text-base">
                {/* A share of what comes back is answered by its base, not by what it pays for. */}
                <Term name={fee.percent === undefined ? F.covers() : F.base()}>{t(fee.covers)}</Term>
                <Term name={F.due()}>{t(fee.due)}</Term>
                <Term name={F.refund()}>{t(fee.refund)}</Term>
              </dl>
            </li>
          ))}
        </ul>
        {feeSchedule.twd && ctx.locale === 'zh-TW' ? <p data-twd-rate="" className="text-base text-slate-700">{F.twdRate({ date: formatDate(feeSchedule.twd.on, ctx.locale), rate: feeSchedule.twd.rate })}</p> : null}
        <p data-hardship="">{t(feeSchedule.hardship)}</p>
        <div id="how-to-pay" className="scroll-mt-24">
          <h3 className="text-lg font-semibold">{F.payTitle()}</h3>
          <p className="mt-1">{t(commitments.paidToOwnAccount)}{wordSpace(ctx.locale)}{t(commitments.neverPersonalAccountOrLink)}</p>
          <p className="mt-2"><a href={`${ctx.href('/verify')}#payment`} className="font-semibold text-brand-700 underline underline-offset-4">{F.payCheck()}</a></p>
        </div>
        <div data-third-party="">
          <h3 className="text-lg font-semibold">{F.othersTitle()}</h3>
          <p className="mt-1">{F.othersLead()}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {feeSchedule.thirdParty.map((cost) => (
              <li key={cost.name.en}>
                <span className={label}>{t(cost.name)}</span>{ctx.locale === 'en' ? ': ' : '：'}
                <span data-cost-amount="">{formatUsdRange(cost.from, cost.to, ctx.locale)}</span>{ctx.locale === 'en' ? '. ' : '。'}{t(cost.paidTo)}{ctx.locale === 'en' ? '.' : '。'}
              </li>
            ))}
            <li data-court-deposit="">{t(feeSchedule.courtDeposit)}</li>
          </ul>
          {/* With the list, not under it in small print: fake recovery firms invent exactly these items. */}
          <p data-never-collected="" className="mt-2 font-semibold text-slate-900">{t(feeSchedule.neverCollected)}</p>
          <p className="mt-2">{t(feeSchedule.lawyers)}</p>
          <p data-no-commissions="" className="mt-2 font-semibold">{t(feeSchedule.noCommissions)}</p>
        </div>
    </>
  );
  return (
    <div data-fees="" data-org="" className={stacked || folded ? 'space-y-8' : 'grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-12'}>
      {folded ? (
        <>
          <div className="space-y-3">
            <SampleBadge ctx={ctx} />
            {individuals}
          </div>
          <details data-fees-fold="" className="card p-4 sm:p-5">
            <summary className="cursor-pointer text-lg font-semibold text-brand-800">{fold}</summary>
            <div className="mt-5 space-y-8">
              <div className={column}>{table}</div>
              <TellApart ctx={ctx} id="check-it-is-us" />
            </div>
          </details>
        </>
      ) : (
        <>
          <div className={column}>
            <SampleBadge ctx={ctx} />
            {individuals}
            {table}
          </div>
          <TellApart ctx={ctx} id="check-it-is-us" />
        </>
      )}
    </div>
  );
}

function Term({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      <dt className={label}>{name}</dt>
      <dd className="text-slate-700">{children}</dd>
    </div>
  );
}

/** One line for a page that names a fee in passing: every fee with its amount (and, for a fee only
 *  organisations pay, that individuals pay none of it), and the link to
 *  the whole table on How We Work. Marked while the amounts are sample. */
export function FeeSummary({ ctx, className = '' }: { ctx: PageContext; className?: string }) {
  const F = ctx.LL.fees;
  const none = individualsPayNothing();
  // In English a fee's name inside the sentence takes no capital ("Our fees: investigation fee …").
  const inSentence = (name: string) => (ctx.locale === 'en' ? name.charAt(0).toLowerCase() + name.slice(1) : name);
  const items = feeSchedule.fees.map((fee) => (
    <span key={fee.id} data-fee-amount={fee.id}>{(fee.payers === 'organizations' && !none ? F.summaryOrganisations : F.summaryOne)({ name: inSentence(ctx.t(fee.name)), amount: feeAmount(ctx, fee) })}</span>
  ));
  // Each fee with its amount, set off by semicolons (an amount may hold commas and "and"), around
  // the items kept as elements.
  const marker = '\u0000';
  const pieces = (none ? F.summaryOrganisationsOnly : F.summary)({ fees: items.map(() => marker).join(ctx.locale === 'en' ? '; ' : '；') }).split(marker);
  return (
    <p data-fee-summary="" data-org="" className={className}>
      {none ? <><strong data-individuals-pay-nothing="" className="font-bold text-emerald-800">{ctx.t(commitments.individualsPayNothing)}</strong>{wordSpace(ctx.locale)}</> : null}
      {pieces.flatMap((piece, i) => (i === 0 ? [piece] : [items[i - 1], piece]))}
      {wordSpace(ctx.locale)}
      <a href={`${ctx.href('/how-we-work')}#fees`} className="font-semibold text-brand-700 underline underline-offset-4">{F.fullLink()}</a>
      <SampleBadge ctx={ctx} inline />
    </p>
  );
}

