// One place on /report, as a victim needs it: the official channel and its number, how to reach
// the bank there, the reference number to keep, the check tools, and someone to talk to (FACTS
// blocks 1-3, what they confirm). A <details>: the visitor's place open, the others one tap away.
import type { PageContext } from '../site/context.ts';
import { bankSteps, generalBankShort, referenceNumbers, supportLines } from '../content/report-help.ts';
import type { ReportChannel } from '../content/types.ts';
import { placeAnchor } from '../site/place.ts';
import { CountryChecks } from './CountryChecks.tsx';
import { PlaceMark } from './PlaceMark.tsx';
import { NumberList } from './OfficialLinks.tsx';
import { ChannelDetails } from './ReportChannelCard.tsx';
import { PlaceSupportLines } from './SupportLines.tsx';

const subheading = 'font-semibold text-slate-900';

export function PlaceCard({ ctx, channel, open }: { ctx: PageContext; channel: ReportChannel; open: boolean }) {
  const { LL, t } = ctx;
  const F = LL.firstMinute;
  const place = channel.country;
  const bank = bankSteps[place];
  // The number the card is known by: the line to report on, never an emergency-only number.
  const main = channel.phones.find((p) => !p.emergencyOnly);
  return (
    <li id={placeAnchor(place)} data-country={place} className={`card scroll-mt-20 ${open ? 'md:col-span-2' : ''}`}>
      <details open={open} data-place-card="">
        <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
          <h3 className="inline-flex items-center gap-2 text-xl font-semibold"><PlaceMark />{t(channel.place)}</h3>
          {main ? <span className="font-bold text-brand-800">{main.number}</span> : null}
        </summary>
        <div className="mt-4 flex flex-col gap-5">
          <ChannelDetails ctx={ctx} channel={channel} />
          <div data-bank-step="" className="space-y-2 border-t border-slate-200 pt-4">
            <p className={subheading}>{F.bankTitle()}</p>
            <p className="text-slate-800">{bank ? t(bank.detail) : F.bankLine({ step: t(generalBankShort) })}</p>
            {bank ? <NumberList ctx={ctx} numbers={bank.phones} label={F.bankTitle()} /> : null}
          </div>
          <div data-reference="" className="space-y-2 border-t border-slate-200 pt-4">
            <p className={subheading}>{place === 'CN' ? F.referenceTitleMainland() : place === 'TW' ? F.referenceTitleTaiwan() : F.referenceTitle()}</p>
            {/* What the place's police give, where FACTS says it; elsewhere FACTS' general step (keep the case number). */}
            <p className="text-slate-800">{referenceNumbers[place] ? t(referenceNumbers[place]) : F.referenceKeep()}</p>
          </div>
          <CountryChecks ctx={ctx} country={place} />
          {/* A place with no confirmed line (Mainland China) gets no heading over an empty list. */}
          {supportLines.some((l) => l.country === place) ? (
            <div data-support="" className="space-y-2 border-t border-slate-200 pt-4">
              <p className={subheading}>{F.talkTitle()}</p>
              <PlaceSupportLines ctx={ctx} place={place} />
            </div>
          ) : null}
        </div>
      </details>
    </li>
  );
}
