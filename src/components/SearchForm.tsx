// The search form: a plain GET to the localized /search, so it works without JavaScript. Large
// on the search page; compact in the header (top bar on wide screens, inside the menu on phones).
import { Icon } from './Icon.tsx';
import type { PageContext } from '../site/context.ts';
import { maxQueryLength } from '../search/limits.ts';

/** The search form: on the search page (large) and in the header (compact). */
export function SearchForm({ ctx, query = '', id, compact = false }: { ctx: PageContext; query?: string; id: string; compact?: boolean }) {
  const { LL } = ctx;
  return (
    <form role="search" action={ctx.href('/search')} method="get" aria-label={LL.search.label()} className="flex w-full gap-2">
      <label htmlFor={id} className="sr-only">{LL.search.field()}</label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={maxQueryLength}
        // The header's field is narrow (an example was cut off), so it says only what it is.
        placeholder={compact ? LL.search.submit() : LL.search.placeholder()}
        enterKeyHint="search"
        className={`min-w-0 flex-1 rounded-lg border border-slate-400 bg-white px-3 ${compact ? 'min-h-9 py-1 text-sm' : 'min-h-12 py-2 text-lg'}`}
      />
      <button type="submit" className={`${compact ? 'btn-secondary min-h-9 px-3 py-1 text-sm' : 'btn-primary'} inline-flex items-center gap-2`}>
        <Icon name="search" className="h-4 w-4" />
        {/* In the header only the icon shows: the field's placeholder already says "Search". */}
        <span className={compact ? 'sr-only' : undefined}>{LL.search.submit()}</span>
      </button>
    </form>
  );
}

