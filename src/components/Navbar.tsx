// The site header: name, main navigation, language switcher and the consultation button.
// Below 1024 px the navigation folds behind a menu toggle (see client/menu.ts; CSS :target
// keeps it reachable without JavaScript).
import { Menu } from 'lucide-react';
import { assetUrl } from '../assets.ts';
import type { PageContext } from '../context.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { currentState, type NavItem } from './nav.ts';

export function Navbar({ ctx, items }: { ctx: PageContext; items: readonly NavItem[] }) {
  const { LL } = ctx;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="page-container relative flex min-h-16 items-center justify-between gap-4">
        <a href={ctx.href('/')} className="flex items-center gap-2 py-3 font-bold text-brand-800 no-underline">
          <img src={assetUrl('logo.svg')} alt="" width="32" height="32" className="h-8 w-8" />
          <span className="text-base leading-tight sm:text-lg">{LL.site.name()}</span>
        </a>
        <a
          href="#site-menu"
          data-menu-toggle=""
          aria-controls="site-menu"
          aria-expanded="false"
          data-open-label={LL.nav.openMenu()}
          data-close-label={LL.nav.closeMenu()}
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 py-2 font-semibold text-slate-800 no-underline hover:bg-slate-100 lg:hidden"
        >
          <Menu className="h-6 w-6" aria-hidden="true" focusable="false" />
          <span data-menu-label="">{LL.nav.openMenu()}</span>
        </a>
        <nav
          id="site-menu"
          aria-label={LL.nav.label()}
          className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pb-4 shadow-lg lg:static lg:flex lg:items-center lg:gap-4 lg:border-0 lg:p-0 lg:shadow-none"
        >
          <ul className="flex flex-col lg:flex-row lg:items-center lg:gap-1">
            {items.map((item) => {
              const current = currentState(item.path, ctx.path);
              return (
                <li key={item.id}>
                  <a
                    href={ctx.href(item.path)}
                    aria-current={current}
                    className={`block rounded-md px-3 py-3 no-underline hover:bg-slate-100 lg:py-2 ${current ? 'font-bold text-brand-700' : 'text-slate-800'} ${item.id === 'report' ? 'text-red-700' : ''}`}
                  >
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3 lg:mt-0 lg:border-0 lg:pt-0">
            <LanguageSwitcher locale={ctx.locale} LL={LL} pathname={ctx.url.pathname} search={ctx.url.search} />
            <a href="#contact" data-consult="" className="btn-primary py-2">{LL.nav.consult()}</a>
          </div>
        </nav>
      </div>
    </header>
  );
}
