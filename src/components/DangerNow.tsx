// Beside a place's fraud line, the number for danger now (FACTS "In danger now"): a reader who is
// threatened, or has a courier on the way for cash or cards, needs the emergency number, and one
// who lost money yesterday needs the fraud line; said once, which is which. Where the fraud line is
// the emergency number itself (Mainland China's 110), nothing is added.
import type { ReportChannel } from '../content/types.ts';
import type { PageContext } from '../site/context.ts';
import { CallLink } from './CallLink.tsx';

export function DangerNow({ ctx, channel, tone = 'solid', className = '' }: {
  ctx: PageContext; channel: ReportChannel; tone?: 'solid' | 'light'; className?: string;
}) {
  const F = ctx.LL.firstMinute;
  const line = channel.phones.find((p) => !p.emergencyOnly);
  if (channel.emergency.length === 0 || (line && channel.emergency.every((n) => n === line.number))) return null;
  return (
    <p data-danger-now="" className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}>
      <span>{F.dangerNow()}</span>
      {channel.emergency.map((number, i) => (
        <span key={number} className="inline-flex items-center gap-x-3">
          {i > 0 ? <span>{F.dangerOr()}</span> : null}
          <CallLink number={number} tone={tone} data-emergency-call="" />
        </span>
      ))}
      {line ? <span>{F.reportNotDanger({ number: line.number })}</span> : null}
    </p>
  );
}
