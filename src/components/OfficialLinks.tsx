// Official web addresses and numbers, written out in full (so a printed page still says where to
// go): https links labelled with their address, tel: (or sms:, for short codes that take forwarded
// scam texts) links labelled with their number.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import type { Localized } from '../content/types.ts';
import { smsHref, telHref } from './links.ts';

export function WebsiteLinks({ ctx, hosts }: { ctx: PageContext; hosts: readonly string[] }) {
  if (hosts.length === 0) return null;
  return (
    <ul aria-label={ctx.LL.report.website()} className="flex flex-wrap gap-x-4 gap-y-1">
      {hosts.map((host) => (
        <li key={host}>
          <a href={`https://${host}`} rel="noopener" className="inline-flex min-h-11 items-center gap-1 break-all font-semibold text-brand-700 underline underline-offset-4">
            {host}
            <Icon name="external-link" className="h-4 w-4 shrink-0" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function NumberList({ ctx, numbers, label }: {
  ctx: PageContext;
  numbers: readonly { readonly number: string; readonly note?: Localized; readonly text?: boolean }[];
  label: string;
}) {
  if (numbers.length === 0) return null;
  return (
    <ul aria-label={label} className="space-y-2">
      {numbers.map((n) => (
        <li key={n.number} className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <a href={n.text ? smsHref(n.number) : telHref(n.number)} className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-brand-700 px-3 py-1 font-bold text-brand-800 no-underline hover:bg-brand-50">
            {n.text
              ? <Icon name="message" className="h-4 w-4" />
              : <Icon name="phone" className="h-4 w-4" />}
            {n.number}
          </a>
          {n.note ? <span className="text-slate-700">{ctx.t(n.note)}</span> : null}
        </li>
      ))}
    </ul>
  );
}
