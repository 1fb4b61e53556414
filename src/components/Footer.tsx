// The site footer: the report-first line, quick links, services (each to the page that says what
// it is), contact details, the service
// countries (each a link to its card on /report), and (while content is sample) a discreet notice saying so.
import type { PageContext } from '../site/context.ts';
import { contact, copyrightYears, serviceCountries } from '../content/site.ts';
import { PlaceMark } from './PlaceMark.tsx';
import { LegalStatus } from './LegalStatus.tsx';
import { LocalHours } from './LocalHours.tsx';
import { wordSpace } from '../site/format.ts';
import { placeCardHref, telHref } from './links.ts';
import type { NavItem } from './nav.ts';
import { reportChannels } from '../content/report.ts';
import { likelyPlace } from './country-order.ts';

const heading = 'mb-2 text-sm font-semibold uppercase tracking-wide text-white sm:mb-3';
const link = 'text-slate-300 no-underline hover:text-white hover:underline';
/** The number to call in Mainland China (its report channel's first: 110). */
const mainlandPolice = reportChannels.find((c) => c.country === 'CN')!.phones[0]!.number;

export function Footer({ ctx, items }: { ctx: PageContext; items: readonly NavItem[] }) {
  const { LL } = ctx;
  // What the Association does, prevention first: nothing here may read like a "recovery service",
  // the second scam /report warns about. Each links to the page that describes it; legal
  // consultation has no page of its own (Home's services list describes it), and the articles'
  // page ("Guides and legal information", in the menu above) is not it.
  const services = [
    { label: LL.services.education(), path: '/scams' },
    { label: LL.services.tracing(), path: '/how-we-work' },
    { label: LL.services.investigation(), path: '/cases' },
    { label: LL.footer.business(), path: '/business' },
  ];
  // Home says this in its own section already (report first): not twice.
  const onHome = ctx.path === '/';
  return (
    <footer className="bg-slate-900 text-slate-300">
      <div className="border-b border-slate-700 bg-slate-800" hidden={onHome}>
        <p className="page-container py-4 text-base text-white">
          {likelyPlace(ctx) === 'TW' ? LL.footer.reportFirstTaiwan() : LL.footer.reportFirst()}{wordSpace(ctx.locale)}
          <a href={ctx.href('/report')} className="font-semibold text-amber-300 underline underline-offset-4">{LL.nav.report()}</a>
        </p>
      </div>
      {/* Smaller type on phones: the footer is a page's last screen there, and it counts in its length. */}
      <div className="page-container grid gap-3 py-6 max-sm:text-sm sm:gap-10 sm:py-12 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>{LL.footer.quickLinks()}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 sm:grid sm:grid-cols-1 sm:gap-y-2">
            {items.map((item) => (
              <li key={item.id}><a href={ctx.href(item.path)} className={link}>{item.label}</a></li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>{LL.footer.services()}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 sm:grid sm:grid-cols-1 sm:gap-y-2">
            {services.map((s) => (
              <li key={s.label}><a href={ctx.href(s.path)} data-service-link="" className={link}>{s.label}</a></li>
            ))}
          </ul>
        </div>
        <div id="contact" tabIndex={-1} className="scroll-mt-24 outline-none">
          <h2 className={heading}>{LL.footer.contact()}</h2>
          <p data-chat-status="" role="status" className="mb-2 empty:hidden text-amber-300"></p>
          <dl className="space-y-1 sm:space-y-2">
            <div><dt className="sr-only">{LL.footer.email()}</dt><dd><a href={`mailto:${contact.email}`} className={`${link} [overflow-wrap:anywhere]`}>{contact.email}</a></dd></div>
            <div><dt className="sr-only">{LL.footer.phone()}</dt><dd><a href={telHref(contact.phone)} className={link}>{contact.phone}</a> <span data-phone-is="" className="block text-sm">{ctx.t(contact.phoneIs)}</span></dd></div>
            <div><dt className="sr-only">{LL.footer.address()}</dt><dd>{ctx.t(contact.address)}</dd></div>
            <div><dt className="sr-only">{LL.footer.hoursLabel()}</dt><dd>{ctx.t(contact.hours)}<LocalHours ctx={ctx} className="mt-1 text-sm text-slate-400" /></dd></div>
          </dl>
          {/* Not under a page's own promises, which end with this link (Home, /cases): a rule in uno.config.ts. */}
          <p data-footer-charges="" className="mt-3"><a href={ctx.href('/how-we-work')} data-how-we-work="" className="text-amber-300 underline underline-offset-4 hover:text-white">{LL.report.promisesLink()}</a></p>
        </div>
        <div>
          <h2 className={heading}>{LL.footer.countries()}</h2>
          <ul className="flex flex-wrap gap-x-4 gap-y-1 sm:grid sm:grid-cols-2 sm:gap-y-2">
            {serviceCountries.map((cc) => (
              <li key={cc}>
                <a href={placeCardHref(ctx, cc)} data-place-link={cc} className={`${link} inline-flex min-h-6 items-center gap-2`}>
                  {/* On a phone the names alone, in fewer rows: the list's heading says what they are. */}
                  <span className="max-sm:hidden"><PlaceMark /></span>
                  {LL.countries[cc]()}
                </a>
              </li>
            ))}
          </ul>
          {/* Mainland China is not a service country, but its readers find the site: they are told so, with the number that helps there (FACTS block 4). */}
          <p data-not-mainland="" className="mt-3 text-sm">
            {LL.footer.notMainland()}{wordSpace(ctx.locale)}
            <a href={telHref(mainlandPolice)} className={`${link} font-semibold`}>{mainlandPolice}</a>
          </p>
        </div>
      </div>
      <div className="border-t border-slate-700">
        <div className="page-container flex flex-col gap-2 py-4 text-sm sm:py-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p>{LL.footer.copyright({ years: copyrightYears(ctx.published.year, ctx.locale) })}</p>
            <LegalStatus ctx={ctx} className="mt-1 text-slate-300" linkClass="text-slate-200 underline underline-offset-4 hover:text-white" />
          </div>
          {ctx.config.chat || ctx.config.analytics ? (
            <button type="button" hidden data-consent-open="" className="w-fit text-left text-slate-300 underline underline-offset-4 hover:text-white">{LL.consent.settings()}</button>
          ) : null}
          {ctx.config.contentStatus === 'sample' ? <p data-sample-notice="" className="text-slate-400">{LL.footer.sampleNotice()}</p> : null}
        </div>
      </div>
    </footer>
  );
}
