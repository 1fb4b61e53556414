// One country's official reporting channel (FACTS.md): body, numbers to call, official sites.
import { Icon } from './Icon.tsx';
import type { ReactNode } from 'react';
import type { PageContext } from '../site/context.ts';
import type { ReportChannel } from '../content/types.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { telHref } from './links.ts';
import { placeAnchor } from '../site/place.ts';
import { DangerNow } from './DangerNow.tsx';
import { WebsiteLinks } from './OfficialLinks.tsx';

interface ReportChannelCardProps {
  ctx: PageContext;
  channel: ReportChannel;
  headingLevel?: 3 | 4;
  /** More for this country below the channel (the report page adds its check tools). */
  children?: ReactNode;
}

export function ReportChannelCard({ ctx, channel, headingLevel = 3, children }: ReportChannelCardProps) {
  const { t } = ctx;
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <li id={placeAnchor(channel.country)} data-country={channel.country} className="card flex scroll-mt-20 flex-col gap-3">
      <Heading className="flex items-center gap-2 text-xl font-semibold">
        <PlaceMark />
        {t(channel.place)}
      </Heading>
      <ChannelDetails ctx={ctx} channel={channel} />
      {children}
    </li>
  );
}

/** The channel itself: the body, its numbers, its official sites and its note. */
export function ChannelDetails({ ctx, channel }: { ctx: PageContext; channel: ReportChannel }) {
  const { LL, t } = ctx;
  // An emergency-only number (Germany's 110) is said with the others for danger now, not as a line to report on.
  const phones = channel.phones.filter((p) => !p.emergencyOnly);
  return (
    <div data-channel="" className="flex flex-col gap-3">
      <p className="text-slate-800">{t(channel.body)}</p>
      {phones.length > 0 ? (
        <ul aria-label={LL.report.phone()} className="space-y-2">
          {phones.map((p) => (
            <li key={p.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <a href={telHref(p.number)} className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-lg font-bold text-white no-underline hover:bg-brand-800">
                <Icon name="phone" className="h-4 w-4" />
                {p.number}
              </a>
              <span className="text-slate-700">{t(p.note)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <WebsiteLinks ctx={ctx} hosts={channel.websites} />
      {channel.note ? <p className="text-sm text-slate-700">{t(channel.note)}</p> : null}
      <DangerNow ctx={ctx} channel={channel} className="text-slate-800" />
    </div>
  );
}
