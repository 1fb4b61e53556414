// Where to report: the five first steps, the official channels of all 11 service countries with
// each country's check tools and licence register, and the recovery-scam red flags. Public-safety
// facts from FACTS.md only; never sample content. Printable, to take to the bank or the police.
import { CheckToolItem, RegisterItem } from '../components/CheckTools.tsx';
import { byCountry } from '../components/country-order.ts';
import { FactsChecked } from '../components/FactsChecked.tsx';
import { FirstSteps } from '../components/FirstSteps.tsx';
import { AlsoCalled } from '../components/AlsoCalled.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { PrintButton } from '../components/PrintButton.tsx';
import { RedFlags } from '../components/RedFlags.tsx';
import { ReportChannelCard } from '../components/ReportChannelCard.tsx';
import { Section } from '../components/Section.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { checkTools, licenceRegisters } from '../content/check-tools.ts';
import { reportAlsoCalled, reportChannels } from '../content/report.ts';
import type { ServiceCountry } from '../content/types.ts';

export function reportView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.report, <Report ctx={ctx} />);
}

function Report({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  return (
    <>
      <PageHero title={LL.pages.report.title()} lead={LL.pages.report.lead()}>
        <PrintButton ctx={ctx} />
      </PageHero>
      <AlsoCalled ctx={ctx} names={reportAlsoCalled} />
      <Section id="first-steps" title={LL.report.stepsTitle()}>
        <FirstSteps ctx={ctx} />
      </Section>
      <Section id="channels" title={LL.report.channelsTitle()} lead={LL.report.channelsLead()} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {byCountry(ctx, reportChannels).map((channel) => (
            <ReportChannelCard key={channel.country} ctx={ctx} channel={channel}>
              <CountryChecks ctx={ctx} country={channel.country} />
            </ReportChannelCard>
          ))}
        </ul>
        <div className="mt-8"><FactsChecked ctx={ctx} /></div>
      </Section>
      <Section id="recovery-scams" title={LL.report.redFlagsTitle()}>
        <RedFlags ctx={ctx} />
      </Section>
    </>
  );
}

/** A country's check tools and licence register, under its reporting channel. */
function CountryChecks({ ctx, country }: { ctx: PageContext; country: ServiceCountry }) {
  const { LL } = ctx;
  const tools = checkTools.filter((t) => t.country === country);
  const registers = licenceRegisters.filter((r) => r.country === country);
  return (
    <div className="mt-2 space-y-4 border-t border-slate-200 pt-4">
      {tools.length ? (
        <div>
          <p className="font-semibold text-slate-900">{LL.report.checkToolsTitle()}</p>
          <ul className="mt-2 space-y-3 [&>li]:border-0 [&>li]:p-0 [&>li]:shadow-none">
            {tools.map((tool) => <CheckToolItem key={tool.name.en} ctx={ctx} tool={tool} showPlace={false} level={4} />)}
          </ul>
        </div>
      ) : null}
      {registers.length ? (
        <div>
          <p className="font-semibold text-slate-900">{LL.report.registerTitle()}</p>
          <ul className="mt-2 space-y-3 [&>li]:border-0 [&>li]:p-0 [&>li]:shadow-none">
            {registers.map((r) => <RegisterItem key={r.country} ctx={ctx} register={r} showPlace={false} level={4} />)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
