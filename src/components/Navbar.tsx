// The site header. A slim top bar, always visible (also on phones), holds what a visitor in a
// hurry needs first: where to report, "is this a scam?", the language switcher, and on wide
// screens the search box (on phones it opens with the menu). Below it: the
// name, the main navigation and the consultation button. Under 1280 px the navigation folds behind
// a menu toggle (client/menu.ts; CSS :target keeps it reachable without JavaScript).
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';
import { currentState, type NavItem } from './nav.ts';

export function Navbar({ ctx, items }: { ctx: PageContext; items: readonly NavItem[] }) {
  const { LL } = ctx;
  // The search page has its own large form; a second one would repeat the landmark.
  const onSearchPage = ctx.path === '/search';
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white xl:sticky xl:top-0">
      <div className="bg-slate-100">
        <div className="page-container flex min-h-10 flex-wrap items-center justify-between gap-x-4">
          <div className="flex flex-wrap items-center gap-x-4">
            <a href={ctx.href('/report')} aria-current={currentState('/report', ctx.path)} className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-red-800 underline-offset-4 hover:underline">
              <Icon name="alert" className="h-4 w-4" />
              {LL.nav.report()}
            </a>
            <a href={ctx.href('/scams')} aria-current={currentState('/scams', ctx.path)} className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline">
              <Icon name="circle-help" className="h-4 w-4" />
              {LL.nav.scams()}
            </a>
          </div>
          <div className="flex items-center gap-4">
            {onSearchPage ? null : <div className="hidden w-80 xl:block"><SearchForm ctx={ctx} id="header-q" compact /></div>}
            <LanguageSwitcher locale={ctx.locale} LL={LL} pathname={ctx.url.pathname} search={ctx.url.search} />
          </div>
        </div>
      </div>
      <div className="page-container relative flex min-h-16 items-center justify-between gap-4">
        <a href={ctx.href('/')} className="flex items-center gap-2 py-3 font-bold text-brand-800 no-underline">
          <Logo />
          <span className="max-w-56 text-base leading-tight sm:max-w-none sm:text-lg">{LL.site.name()}</span>
        </a>
        <a
          href="#site-menu"
          data-menu-toggle=""
          aria-controls="site-menu"
          aria-expanded="false"
          data-open-label={LL.nav.openMenu()}
          data-close-label={LL.nav.closeMenu()}
          className="inline-flex min-h-11 shrink-0 items-center gap-2 rounded-md px-3 py-2 font-semibold text-slate-800 no-underline hover:bg-slate-100 xl:hidden"
        >
          <Icon name="menu" className="h-6 w-6" />
          {/* Under 360 px the label would push the header sideways: the icon stays, the name is still read. */}
          <span data-menu-label="" className="max-[359.98px]:sr-only">{LL.nav.openMenu()}</span>
        </a>
        <nav
          id="site-menu"
          aria-label={LL.nav.label()}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg xl:static xl:flex xl:items-center xl:gap-4 xl:border-0 xl:p-0 xl:shadow-none"
        >
          {onSearchPage ? null : <div className="pb-2 pt-4 xl:hidden"><SearchForm ctx={ctx} id="menu-q" compact /></div>}
          <ul className="flex flex-col xl:flex-row xl:items-center">
            {items.map((item) => {
              const current = currentState(item.path, ctx.path);
              return (
                <li key={item.id} className={item.folded ? 'xl:hidden' : undefined}>
                  <a
                    href={ctx.href(item.path)}
                    aria-current={current}
                    className={`block whitespace-nowrap rounded-md px-3 py-3 no-underline hover:bg-slate-100 xl:py-2 ${current ? 'font-bold text-brand-700' : 'text-slate-800'}`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <a href={ctx.href('/contact')} data-consult="" className="btn-primary mt-2 w-full whitespace-nowrap py-2 xl:mt-0 xl:w-auto">{LL.nav.consult()}</a>
        </nav>
      </div>
    </header>
  );
}
