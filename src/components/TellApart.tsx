// "How to tell us from a recovery scam": the checks a reader can make without taking our word for
// anything, each naming what to check it against: who reached out first, this website's own
// address (a local copy says it is one), our registration in the register's own look-up, a call
// back on the number on this site, the account fees are paid into, and that nobody can "release"
// money for a fee. Beside every fee table, and on Check Who We Are.
import type { ReactNode } from 'react';
import { identity } from '../content/identity.ts';
import { contact } from '../content/site.ts';
import type { PageContext } from '../site/context.ts';
import { isLocalCopy } from '../site/config.ts';
import { Icon } from './Icon.tsx';
import { telHref } from './links.ts';
import { wordSpace } from '../site/format.ts';

/** A sentence with a link where its one value stands ({phone}, {address}): the value said once,
 *  as the link, so a printed page shows it too. A number stays on one line; an address breaks
 *  before a slash on a narrow screen (or anywhere, if it must). */
function withLink<K extends string>(sentence: (p: Record<K, string>) => string, key: K, href: string, value: string): ReactNode {
  const marker = '\u0000';
  const [before, after] = sentence({ [key]: marker } as Record<K, string>).split(marker);
  const phone = href.startsWith('tel:');
  const shown = phone ? value : value.split('/').flatMap((part, i) => (i === 0 ? [part] : [<wbr key={i} />, '/', part]));
  return (
    <>
      {before}
      <a href={href} rel={phone ? undefined : 'external noopener'} className={`${phone ? 'whitespace-nowrap' : '[overflow-wrap:anywhere]'} font-semibold text-brand-700 underline underline-offset-4`}>{shown}</a>
      {after}
    </>
  );
}

/** `here`: drawn on Check Who We Are itself, whose account is above it (no link to the page it is on). */
export function TellApart({ ctx, id, className = '', here = false }: { ctx: PageContext; id?: string; className?: string; here?: boolean }) {
  const { t } = ctx;
  const T = ctx.LL.tellApart;
  const host = new URL(ctx.config.siteUrl).host;
  const local = isLocalCopy(ctx.config.siteUrl);
  const checks = [
    { key: 'first', text: T.contactFirst() },
    { key: 'site', text: (local ? T.siteLocal : T.site)({ host }), local },
    {
      key: 'register',
      text: T.register({ number: identity.registration.number, registry: t(identity.registration.registry) }),
      // The register's own address, written out (the link's text), so it reads on paper too.
      link: withLink(T.registerLink, 'address', identity.registration.lookupUrl, identity.registration.lookupUrl.replace(/^https:\/\//, '')),
    },
    { key: 'call', text: withLink(T.callBack, 'phone', telHref(contact.phone), contact.phone) },
    { key: 'account', text: (here ? T.accountHere : T.account)({ legalName: t(identity.legalName) }) },
    { key: 'release', text: T.noRelease() },
  ];
  return (
    <aside id={id} data-tell-apart="" aria-labelledby={`${id ?? 'tell-apart'}-title`} className={`scroll-mt-24 self-start rounded-xl border border-brand-200 bg-brand-50 p-5 text-slate-800 sm:p-6 ${className}`}>
      <h3 id={`${id ?? 'tell-apart'}-title`} className="text-lg font-bold text-brand-900 sm:text-xl">{T.title()}</h3>
      <p className="mt-1 text-slate-700">{T.lead()}</p>
      <ul className="mt-4 space-y-3">
        {checks.map((check) => (
          <li key={check.key} data-check={check.key} data-local-copy={check.local ? '' : undefined} className="flex gap-3">
            <Icon name="shield-check" className="mt-1 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              {check.text}
              {check.link ? <>{wordSpace(ctx.locale)}{check.link}</> : null}
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
