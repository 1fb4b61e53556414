// The end of a scam guide's "what to do now": where to report it in the visitor's place, for this
// kind of loss where the official sources tell it apart (FACTS block 3), the place's general
// channel otherwise (block 1); the place's full card and the other places one tap away.
import type { PageContext } from '../site/context.ts';
import { lossChannels } from '../content/report-help.ts';
import { reportChannels } from '../content/report.ts';
import type { ScamType } from '../content/types.ts';
import { likelyPlace } from './country-order.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { placeCardHref, placeListHref } from './links.ts';
import { NotInPlace } from './NotInPlace.tsx';
import { NumberList, WebsiteLinks } from './OfficialLinks.tsx';
import { ChannelDetails } from './ReportChannelCard.tsx';
import { DangerNow } from './DangerNow.tsx';

const link = 'inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4';

/** `scam`: the guide's kind of loss; without it (an article's {whereToReport}), the place's channel. */
export function ReportWhereYouAre({ ctx, scam }: { ctx: PageContext; scam?: ScamType }) {
  const { LL, t } = ctx;
  const F = LL.firstMinute;
  const place = likelyPlace(ctx);
  const channel = place ? reportChannels.find((c) => c.country === place) : undefined;
  const loss = place && scam ? lossChannels[place]?.[scam] : undefined;
  return (
    <div id="report-here" data-report-here={place ?? ''} className="card mt-8 max-w-3xl space-y-3 border-2 border-brand-200">
      <h3 className="flex items-center gap-2 text-xl font-semibold">
        {place ? <PlaceMark /> : null}
        {place ? F.whereYouAreIn({ place: LL.countries[place]() }) : F.whereYouAreTitle()}
      </h3>
      <p className="text-slate-700">{place === 'CN' ? F.whereYouAreLeadMainland() : place === 'TW' ? F.whereYouAreLeadTaiwan() : F.whereYouAreLead()}</p>
      {loss ? (
        <div data-loss-channel="" className="space-y-3">
          <p className="text-slate-800">{t(loss.text)}</p>
          {/* Each number says what it is, in the words of the place's channel (165: anti-fraud hotline, 110: emergency). */}
          <NumberList ctx={ctx} numbers={loss.phones.map((p) => ({ ...p, note: p.note ?? channel?.phones.find((c) => c.number === p.number)?.note }))} label={LL.report.phone()} />
          <WebsiteLinks ctx={ctx} hosts={loss.websites} />
          {channel ? <DangerNow ctx={ctx} channel={channel} className="text-slate-800" /> : null}
        </div>
      ) : channel ? <ChannelDetails ctx={ctx} channel={channel} /> : null}
      <p className="flex flex-wrap gap-x-6 print:hidden">
        {place ? <a href={placeCardHref(ctx, place)} data-place-card-link="" className={link}>{F.yourCard({ place: LL.countries[place]() })}</a> : null}
        {place ? <NotInPlace ctx={ctx} place={place} className={link} /> : <a href={placeListHref(ctx)} data-other-places="" className={link}>{F.otherPlacesLink()}</a>}
      </p>
    </div>
  );
}
