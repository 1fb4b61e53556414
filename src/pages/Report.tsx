// Where to report: the five first steps, the official channels of all 11 service countries, and
// the recovery-scam red flags. Public-safety facts from FACTS.md only; never sample content.
import { FirstSteps } from '../components/FirstSteps.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { RedFlags } from '../components/RedFlags.tsx';
import { ReportChannelCard } from '../components/ReportChannelCard.tsx';
import { Section } from '../components/Section.tsx';
import type { PageContext, View } from '../context.ts';
import { screenView } from './view.ts';
import { reportChannels } from '../content/report.ts';

export function reportView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.report, <Report ctx={ctx} />);
}

function Report({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  return (
    <>
      <PageHero title={LL.pages.report.title()} lead={LL.pages.report.lead()} />
      <Section id="first-steps" title={LL.report.stepsTitle()}>
        <FirstSteps ctx={ctx} />
      </Section>
      <Section id="channels" title={LL.report.channelsTitle()} lead={LL.report.channelsLead()} tinted>
        <ul className="grid gap-6 md:grid-cols-2">
          {reportChannels.map((channel) => <ReportChannelCard key={channel.country} ctx={ctx} channel={channel} />)}
        </ul>
      </Section>
      <Section id="recovery-scams" title={LL.report.redFlagsTitle()}>
        <RedFlags ctx={ctx} />
      </Section>
    </>
  );
}
