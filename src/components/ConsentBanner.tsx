// The cookie-consent banner, rendered only when a third-party service is configured. It is
// hidden in the HTML and fixed to the bottom of the viewport: the client module shows it on a
// first visit (no stored choice) without moving anything on the page. Accept and reject carry
// equal weight.
import type { PageContext } from '../site/context.ts';

export function ConsentBanner({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  const button = 'inline-flex min-h-11 items-center justify-center rounded-lg border-2 border-white px-4 py-2 font-semibold text-white hover:bg-white/10';
  return (
    <section id="consent-banner" aria-label={LL.consent.region()} hidden className="fixed inset-x-0 bottom-0 z-50 border-t border-slate-700 bg-slate-900 text-white shadow-2xl">
      <div className="page-container flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <p className="max-w-3xl text-sm">
          {LL.consent.text()}{' '}
          <a href={`${ctx.href('/privacy')}#section-6`} className="underline underline-offset-4">{LL.consent.policy()}</a>
        </p>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button type="button" data-consent="accept" className={button}>{LL.consent.accept()}</button>
          <button type="button" data-consent="reject" className={button}>{LL.consent.reject()}</button>
        </div>
      </div>
    </section>
  );
}
