// Where to report, as a switchboard: the visitor's official number first, the places as jump links,
// the five first steps (before the long list of places: calling the bank cannot wait), a card per
// place (the visitor's open and full width, the others under one fold) with its channel, bank step, reference number,
// check tools and support lines, someone to talk to, and the recovery-scam red flags. Public-safety
// facts from FACTS.md only; never sample content. Printable, to take to the bank or the police.
import { likelyPlace } from '../components/country-order.ts';
import { FactsChecked } from '../components/FactsChecked.tsx';
import { FirstCall } from '../components/FirstCall.tsx';
import { FirstSteps } from '../components/FirstSteps.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { PrintButton } from '../components/PrintButton.tsx';
import { RedFlags } from '../components/RedFlags.tsx';
import { PlaceCard } from '../components/PlaceCard.tsx';
import { PlaceFirst } from '../components/PlaceFirst.tsx';
import { PlaceList } from '../components/PlaceList.tsx';
import { Section } from '../components/Section.tsx';
import { TalkToSomeone } from '../components/SupportLines.tsx';
import type { PageContext, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { reportChannels } from '../content/report.ts';

export function reportView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.report, <Report ctx={ctx} />);
}

function Report({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  const open = likelyPlace(ctx);
  return (
    <>
      <PageHero
        look="report" title={LL.pages.report.title()} lead={LL.pages.report.lead()}
        // On paper the place's card says all of this.
        urgent={<div className="print:hidden"><FirstCall ctx={ctx} tone="light" steps={{ href: '#first-steps', label: LL.report.stepsTitle() }} /></div>}
      />
      <div className="border-b border-slate-200 py-6">
        <div className="page-container"><PlaceList ctx={ctx} /></div>
      </div>
      <Section id="first-steps" title={LL.report.stepsTitle()}>
        <FirstSteps ctx={ctx} />
      </Section>
      <Section id="channels" title={LL.report.channelsTitle()} lead={LL.report.channelsLead()} tinted>
        {/* The visitor's card open; the other places' cards under one fold, so a phone reaches the
            first steps' follow-up and the red flags without scrolling past eleven cards. */}
        <PlaceFirst
          ctx={ctx} items={reportChannels} name="channels"
          render={(channel) => <PlaceCard key={channel.country} ctx={ctx} channel={channel} open={channel.country === open} />}
        />
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3">
          <FactsChecked ctx={ctx} withHelp />
          <PrintButton ctx={ctx} />
        </div>
      </Section>
      <TalkToSomeone ctx={ctx} othersOnCards />
      <Section id="recovery-scams" title={LL.report.redFlagsTitle()}>
        <RedFlags ctx={ctx} />
      </Section>
    </>
  );
}

