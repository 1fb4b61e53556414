// The details a visitor can check a caller against: this site's own address, phone and email
// (How We Work and Check Who We Are).
import type { PageContext } from '../site/context.ts';
import { contact } from '../content/site.ts';
import { telHref } from './links.ts';
import { OrgClaim } from './OrgClaim.tsx';

export function ContactCheck({ ctx, className = 'mt-8' }: { ctx: PageContext; className?: string }) {
  const H = ctx.LL.pages.howWeWork;
  const host = new URL(ctx.config.siteUrl).host;
  return (
    <div className={`${className} max-w-3xl rounded-xl border border-slate-200 bg-white p-5`}>
      <h3 className="text-lg font-semibold">{H.checkTitle()}</h3>
      <OrgClaim ctx={ctx} as="div" className="mt-3">
        <dl className="grid gap-2 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-semibold">{H.domainLabel()}</dt>
          <dd className="break-all">{host}</dd>
          <dt className="font-semibold">{H.phoneLabel()}</dt>
          <dd><a href={telHref(contact.phone)} className="text-brand-700 underline underline-offset-2">{contact.phone}</a> <span data-phone-is="" className="text-sm text-slate-600">{ctx.t(contact.phoneIs)}</span></dd>
          <dt className="font-semibold">{H.emailLabel()}</dt>
          <dd><a href={`mailto:${contact.email}`} className="break-all text-brand-700 underline underline-offset-2">{contact.email}</a></dd>
        </dl>
      </OrgClaim>
    </div>
  );
}
