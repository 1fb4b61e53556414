// The HTML document around every page: head metadata, skip link, header, main, footer, and on
// phones the bar within reach (the body's bottom padding is its height, so it covers nothing).
// The stylesheet is inlined (first paint waits for no request), the rules this page uses, and
// admitted by its hash in the CSP (src/http/content-security-policy.ts); the one inline script loads the client module
// (a file under /assets/) after the load, also admitted by its hash.
import { isNoindex } from '../site/config.ts';
import type { PageContext, View } from '../site/context.ts';
import { feedPath } from '../site/routes.ts';
import { documentTitle, joinTitle, languageTags } from '../site/locale.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { Footer } from './Footer.tsx';
import { HeadMeta } from './HeadMeta.tsx';
import { ClientLoader, InlineStyle, SpeculationRules } from './Inline.tsx';
import { faviconUrl } from '../generated/inline-svg.ts';
import { Navbar } from './Navbar.tsx';
import { ReachBar } from './ReachBar.tsx';
import type { NavItem } from './nav.ts';

interface LayoutProps {
  ctx: PageContext;
  view: View;
  nav: readonly NavItem[];
  footerLinks: readonly NavItem[];
}

export function Layout({ ctx, view, nav, footerLinks }: LayoutProps) {
  const { LL, config } = ctx;
  // A private page (a search, a reference) shows one visitor's own state: no third party may
  // see its URL, so neither chat nor analytics is offered there.
  const { chat, analytics } = view.private ? { chat: null, analytics: null } : config;
  const found = view.status === 200;
  const title = documentTitle(ctx.locale, view.title, LL.site.name(), ctx.path === '/' && found);
  return (
    <html lang={languageTags[ctx.locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <meta name="description" content={view.description} />
        {isNoindex(config, view) || view.private ? <meta name="robots" content="noindex" /> : null}
        {found ? <HeadMeta ctx={ctx} view={view} /> : null}
        <meta name="theme-color" content="#1e3a8a" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0f172a" media="(prefers-color-scheme: dark)" />
        <link rel="alternate" type="application/atom+xml" title={joinTitle(ctx.locale, LL.site.name(), LL.feed.subtitle())} href={config.siteUrl + feedPath(ctx.locale)} />
        <link rel="icon" href={faviconUrl} type="image/svg+xml" />
        <InlineStyle />
      </head>
      <body
        className="min-h-screen bg-white pb-16 md:pb-0 print:pb-0"
        data-chat-provider={chat?.provider}
        data-chat-id={chat?.id}
        data-chat-src={chat?.scriptUrl}
        data-gtag-id={analytics?.id}
        data-gtag-src={analytics?.scriptUrl}
        data-gtag-conversion={analytics?.conversion || undefined}
        data-chat-loading={chat ? LL.consent.chatLoading() : undefined}
        data-chat-failed={chat ? LL.consent.chatFailed() : undefined}
      >
        <a href="#main" className="skip-link btn-primary">{LL.nav.skipToContent()}</a>
        <Navbar ctx={ctx} items={nav} />
        <main id="main" tabIndex={-1} className="outline-none" data-missing-path={view.missingPath}>
          {view.body}
        </main>
        <Footer ctx={ctx} items={footerLinks} />
        <ReachBar ctx={ctx} place={view.place} />
        {chat || analytics ? <ConsentBanner ctx={ctx} /> : null}
        {/* Not a <script type="module" src>: the browser would fetch it while the page renders,
            and Lighthouse counts any request finished before the largest paint against it.
            Progressive enhancement only: nothing waits for it. */}
        <ClientLoader />
        {/* After everything the first paint needs: the rules wait for no byte of it. */}
        <SpeculationRules locale={ctx.locale} path={ctx.path} />
      </body>
    </html>
  );
}
