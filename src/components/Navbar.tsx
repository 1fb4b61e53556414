// The site header: one row on phones and tablets (at most 64 px: the mark, the name on at most two
// lines, the menu toggle), everything else folded into the menu: where to report, "is this a
// scam?", the search box, the language switch, the main navigation and the consultation button.
// From 1280 px the same menu lies open beside the name in two rows: the tools above (with News and
// For Businesses, which the sections' row has no room for; Careers and Check Who We Are stay in the
// phone menu and the footer), the sections below. One copy of each link and form serves both (no
// hidden duplicate). The toggle is a link to
// #site-menu (CSS :target shows it without JavaScript); client/menu.ts makes it a disclosure button.
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { SearchForm } from './SearchForm.tsx';
import { currentState, type NavItem } from './nav.ts';
import { AssessmentLink } from './AssessmentLink.tsx';

// From 375 px each tool takes half the phone menu's row, so they stand two by two; narrower, one a
// line (the longer English names do not pair there, and none is left alone after a pair).
const toolItem = 'basis-full min-[375px]:basis-[calc(50%-0.5rem)] xl:basis-auto';
// On phones the header row is one line whatever the reader's text size: the mark, the toggle's icon
// and the gaps keep their size in px, and the name grows with the text only while its longest
// two-line split (under 13em in English) still fits beside them; at the default size that is
// 0.9375rem from 320 px up.
const phoneName = 'text-[length:min(0.9375rem,calc((100vw-2rem-92px)/13))]';
const tool = 'inline-flex min-h-11 items-center gap-1 whitespace-nowrap text-[0.9375rem] font-semibold underline-offset-4 hover:underline xl:min-h-8 xl:text-sm';

export function Navbar({ ctx, items }: { ctx: PageContext; items: readonly NavItem[] }) {
  const { LL } = ctx;
  // The search page has its own large form; a second one would repeat the landmark.
  const onSearchPage = ctx.path === '/search';
  return (
    <header className="relative z-40 border-b border-slate-200 bg-white xl:sticky xl:top-0">
      <div className="page-container relative flex min-h-14 items-center justify-between gap-[12px] xl:max-w-7xl xl:py-2">
        <a href={ctx.href('/')} data-site-name="" className="flex min-w-0 items-center gap-[8px] py-2 font-bold text-brand-800 no-underline">
          <Logo />
          <span className={`max-w-52 ${phoneName} leading-tight sm:max-w-none sm:text-lg xl:max-w-50 xl:text-[0.9375rem]`}>{keepHyphenated(LL.site.name())}</span>
        </a>
        <a
          href="#site-menu"
          data-menu-toggle=""
          aria-controls="site-menu"
          aria-expanded="false"
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-md px-[8px] py-2 font-semibold text-slate-800 no-underline hover:bg-slate-100 xl:hidden"
        >
          <Icon name="menu" className="h-[24px] w-[24px]" />
          {/* One short word, open or closed (aria-expanded says which): a longer label pushed the name
              onto a third line. Below 23.43em (375 px at the default text size, wider when the reader
              has set larger text) only the icon shows; the word is still read. */}
          <span className="max-[23.43em]:sr-only">{LL.nav.menu()}</span>
        </a>
        <nav
          id="site-menu"
          aria-label={LL.nav.label()}
          className="absolute inset-x-0 top-full scroll-mt-14 max-h-[calc(100vh-3.5rem)] max-md:max-h-[calc(100vh-7.5rem)] overflow-y-auto border-b border-slate-200 bg-white px-4 pb-4 shadow-lg xl:static xl:flex xl:min-w-0 xl:flex-1 xl:max-h-none xl:flex-col xl:items-end xl:gap-1 xl:overflow-visible xl:border-0 xl:p-0 xl:shadow-none"
        >
          <div className="flex flex-col gap-2 border-b border-slate-200 py-3 xl:flex-row xl:items-center xl:gap-3 xl:border-0 xl:py-0">
            <ul className="flex flex-wrap gap-x-4 xl:flex-nowrap xl:gap-x-3">
              <li className={toolItem}>
                <a href={ctx.href('/report')} aria-current={currentState('/report', ctx.path)} className={`${tool} text-red-800`}>
                  <Icon name="alert" className="h-4 w-4" />
                  {LL.nav.report()}
                </a>
              </li>
              <li className={toolItem}>
                <a href={ctx.href('/scams')} aria-current={currentState('/scams', ctx.path)} className={`${tool} text-brand-800`}>
                  <Icon name="circle-help" className="h-4 w-4" />
                  {LL.nav.scams()}
                </a>
              </li>
              {items.filter((item) => item.tool).map((item) => (
                <li key={item.id} className={`${toolItem}${item.folded ? ' xl:hidden' : ''}`}>
                  <a href={ctx.href(item.path)} aria-current={currentState(item.path, ctx.path)} className={`${tool} text-slate-800`}>{item.label}</a>
                </li>
              ))}
            </ul>
            {onSearchPage ? null : <div className="xl:w-36"><SearchForm ctx={ctx} id="header-q" compact /></div>}
            <LanguageSwitcher locale={ctx.locale} LL={LL} pathname={ctx.url.pathname} search={ctx.url.search} />
          </div>
          <div className="flex flex-col xl:flex-row xl:items-center xl:gap-3">
            <ul className="flex flex-col xl:flex-row xl:flex-wrap xl:items-center xl:justify-end">
              {items.filter((item) => !item.tool).map((item) => {
                const current = currentState(item.path, ctx.path);
                return (
                  <li key={item.id} className={item.folded ? 'xl:hidden' : undefined}>
                    <a
                      href={ctx.href(item.path)}
                      aria-current={current}
                      // The current section is underlined, not bold: a bold label is wider, and on the
                      // full-width row it pushed the last section onto a second line.
                      className={`block whitespace-nowrap rounded-md px-3 py-3 hover:bg-slate-100 xl:px-1.5 xl:py-2 xl:text-[0.9rem] ${current ? 'font-semibold text-brand-700 underline decoration-2 underline-offset-6 xl:font-normal' : 'text-slate-800 no-underline'}`}
                    >
                      {item.label}
                    </a>
                  </li>
                );
              })}
            </ul>
            {/* Outlined, not filled: the loudest thing in the header is not our service (Where to
                Report, in red, leads the tools above). For a reader in a place we do not serve, the
                bar's short label: for cases in the places we serve. */}
            <AssessmentLink ctx={ctx} label={LL.nav.consult()} servedLabel={LL.reachBar.helpServed()} className="btn-secondary mt-2 w-full whitespace-nowrap py-2 xl:mt-0 xl:w-auto xl:px-3 xl:text-[0.9375rem]" />
          </div>
        </nav>
      </div>
    </header>
  );
}

/** The name with each hyphenated word kept on one line ("Anti-Fraud" never breaks at its hyphen), in the header only. */
function keepHyphenated(name: string) {
  return name.split(/(\S+-\S+)/).map((part, i) => (i % 2 ? <span key={i} className="whitespace-nowrap">{part}</span> : part));
}
