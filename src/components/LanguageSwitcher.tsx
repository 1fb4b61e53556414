// The three languages as plain links to the same page; the client module turns a click into
// location.replace() so switching does not add a history entry.
import { languageNames, languageTags, locales, switchLocale, type Locale } from '../site/locale.ts';
import type { TranslationFunctions } from '../i18n/translate.ts';

interface LanguageSwitcherProps {
  locale: Locale;
  LL: TranslationFunctions;
  /** The current URL's path and query: the links keep both. */
  pathname: string;
  search: string;
}

export function LanguageSwitcher({ locale, LL, pathname, search }: LanguageSwitcherProps) {
  return (
    <ul aria-label={LL.nav.language()} className="flex flex-wrap items-center gap-1 text-sm xl:flex-nowrap">
      {locales.map((l) => (
        // The wide header's top row shows the other two only: the page's own language is the one
        // being read, and the row also holds News and Careers.
        <li key={l} className={l === locale ? 'xl:hidden' : undefined}>
          <a
            href={switchLocale(pathname, l) + search}
            hrefLang={languageTags[l]}
            lang={languageTags[l]}
            data-lang-switch=""
            aria-current={l === locale ? 'true' : undefined}
            className={`block whitespace-nowrap rounded-md px-2 py-2 text-sm no-underline hover:bg-slate-200 ${l === locale ? 'font-bold text-brand-700 underline underline-offset-4' : 'text-slate-700'}`}
          >
            {languageNames[l]}
          </a>
        </li>
      ))}
    </ul>
  );
}
