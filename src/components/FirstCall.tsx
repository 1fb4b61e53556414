// Home's first screen, for someone who has just lost money: the official number of their place (one
// tap to call; the official site where the place has no number), what to do about the bank there
// (FACTS block 3), and "Not in {place}?" one tap away. Where the only number is for emergencies
// (Germany, France), it leads with reporting online and says plainly what the number is for.
// Server-rendered: no JavaScript involved. The light tone opens the light heroes of /report and the
// guides, with one more link: to that page's own steps.
import type { PageContext } from '../site/context.ts';
import { bankSteps, generalBankShort } from '../content/report-help.ts';
import { reportChannels } from '../content/report.ts';
import { CallLink } from './CallLink.tsx';
import { DangerNow } from './DangerNow.tsx';
import { likelyPlace } from './country-order.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { placeCardHref, placeListHref } from './links.ts';
import { NotInPlace } from './NotInPlace.tsx';

const tones = {
  dark: { more: 'inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4', box: 'border-white/30 bg-white/10', note: 'text-blue-50', call: 'light' },
  light: { more: 'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4', box: 'border-slate-300 bg-white text-slate-900', note: 'text-slate-600', call: 'solid' },
} as const;

interface FirstCallProps {
  ctx: PageContext;
  tone?: keyof typeof tones;
  /** A link to the page's own next steps (e.g. /report's five things), after the place's links. */
  steps?: { href: string; label: string };
}

/** A label that asks ("已經轉帳？") runs straight into its answer; any other takes the colon. */
function labelled(label: string, step: string, withColon: (parts: { label: string; step: string }) => string): string {
  if (label.endsWith('？')) return `${label}${step}`;
  return label.endsWith('?') ? `${label} ${step}` : withColon({ label, step });
}

export function FirstCall({ ctx, tone = 'dark', steps }: FirstCallProps) {
  const { LL, t } = ctx;
  const { more, box, note, call } = tones[tone];
  const stepsLink = steps ? <a href={steps.href} data-steps-link="" className={more}>{steps.label}</a> : null;
  const F = LL.firstMinute;
  const place = likelyPlace(ctx);
  const channel = place ? reportChannels.find((c) => c.country === place) : undefined;
  if (!place || !channel) {
    return (
      <div data-first-call="" className="mt-6 max-w-2xl">
        {/* A reader from a place the list lacks still gets the first moves (FACTS block 1). */}
        <p data-not-listed="" className="font-semibold">{F.notListed()}</p>
        <p className="flex flex-wrap gap-x-4">
          <a href={placeListHref(ctx)} data-other-places="" className={more}>{F.findYours()}</a>
          {stepsLink}
        </p>
      </div>
    );
  }
  const name = LL.countries[place]();
  const phone = channel.phones[0];
  const site = channel.websites[0];
  const online = phone?.emergencyOnly === true;
  // The police's own emergency number as the place's official line (110 in Mainland China, where the
  // police start the emergency stop): the line says what to do, not whose number it is.
  const police = phone !== undefined && !online && channel.emergency.includes(phone.number);
  const bank = bankSteps[place];
  const bankPhone = bank?.phones[0];
  const siteLink = site ? <a href={`https://${site}`} rel="noopener" data-official-call="" className={`${more} break-all`}>{site}</a> : null;
  return (
    <div data-first-call={place} data-report-online={online ? '' : undefined} className={`mt-5 max-w-2xl space-y-2 rounded-xl border p-3 sm:mt-6 sm:p-4 ${box}`}>
      {online ? (
        <>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <span className="font-semibold"><PlaceMark /> {F.reportOnline({ place: LL.placeInSentence[place]() })}</span>{' '}
            {siteLink}
          </p>
          {channel.note ? <p>{t(channel.note)}</p> : null}
        </>
      ) : (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <span className="font-semibold"><PlaceMark /> {police ? F.callPoliceNow({ number: phone.number }) : phone ? F.officialNumber({ place: LL.placeInSentence[place]() }) : F.officialSite({ place: LL.placeInSentence[place]() })}</span>{' '}
          {phone ? <CallLink number={phone.number} tone={call} data-official-call="" /> : siteLink}
          {phone ? <span className={`text-sm ${note}`}>{t(phone.note)}</span> : null}
        </p>
      )}
      <DangerNow ctx={ctx} channel={channel} tone={call} />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* Where the bank step is itself "call the police" (110 in Mainland China), the line above said it: only what comes next. */}
        <span className="font-semibold">{police && bankPhone?.number === phone.number
          ? F.thenBank()
          : bank?.label
            ? labelled(t(bank.label), t(bank.short), F.labelledStep)
            : F.bankLine({ step: t(bank?.short ?? generalBankShort) })}</span>
        {bankPhone && bankPhone.number !== phone?.number ? <CallLink number={bankPhone.number} tone={call} data-bank-call="" /> : null}
      </p>
      <p className="flex flex-wrap gap-x-4">
        <a href={placeCardHref(ctx, place)} data-place-card-link="" className={more}>{F.yourCard({ place: name })}</a>
        <NotInPlace ctx={ctx} place={place} className={more} />
        {stepsLink}
      </p>
    </div>
  );
}
