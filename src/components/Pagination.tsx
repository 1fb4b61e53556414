// Lists in pages (/cases, /blog, /news: ?page=2, ...), so a page stays the same size however much
// the content grows. One URL per page: ?page=1 is a 301 to the list without it, any other value
// that is not a page of the list (0, past the last, abc, 1.5, 02, repeated) answers the list's 404.
// The links are plain links (paging works without JavaScript), in the page's language.
import type { PageContext, Redirect, View } from '../site/context.ts';
import { missingView } from './views.tsx';

/** How many pages `total` items fill at `perPage` a page (at least one, even with none). */
export const pageCountOf = (total: number, perPage: number) => Math.max(1, Math.ceil(total / perPage));

/** The page a request asks for: 1 without ?page, n for ?page=n (2..pageCount), 'first' for
 *  ?page=1 (another URL of the list), null for anything else. */
export function requestedPage(url: URL, pageCount: number): number | 'first' | null {
  const values = url.searchParams.getAll('page');
  if (values.length === 0) return 1;
  const value = values[0]!;
  if (values.length > 1 || !/^[1-9][0-9]{0,5}$/.test(value)) return null;
  const n = Number(value);
  if (n > pageCount) return null;
  return n === 1 ? 'first' : n;
}

/** The 301 for ?page=1: the same URL without it (other query parameters kept). */
export function firstPageRedirect(ctx: PageContext, path: string): Redirect {
  const rest = new URLSearchParams(ctx.url.search);
  rest.delete('page');
  const query = rest.toString();
  return { redirect: ctx.href(path) + (query ? `?${query}` : '') };
}

/** A page after the first: its own title and URL (`query`, the page's part of it), and the list
 *  itself in the breadcrumb. */
export function laterPageView(ctx: PageContext, view: View, path: string, page: number, query = `?page=${page}`): View {
  return { ...view, title: ctx.LL.paging.pageTitle({ title: view.title, page }), query, breadcrumb: [{ name: view.title, path }] };
}

/** What a list answers for a page it does not have: its 404, with a link back to its first page. */
export function missingPageView(ctx: PageContext, back: { href: string; label: string }): View {
  return missingView(ctx, { title: ctx.LL.paging.notFoundTitle(), lead: ctx.LL.paging.notFoundLead(), action: back });
}

/**
 * A paged list's answer to a request: the 301 for ?page=1, its 404 for a page it does not have,
 * else `render(page)` as that page (its own title and URL after the first). A filtered list is
 * not a URL of its own (its canonical is the list's), nor are its later pages.
 */
export function pagedListView(ctx: PageContext, list: {
  path: string;
  pageCount: number;
  filtered: boolean;
  backLabel: string;
  render: (page: number) => View;
}): View | Redirect {
  const n = requestedPage(ctx.url, list.pageCount);
  if (n === 'first') return firstPageRedirect(ctx, list.path);
  if (n === null) return missingPageView(ctx, { href: ctx.href(list.path), label: list.backLabel });
  const view = list.render(n);
  return n === 1 ? view : laterPageView(ctx, view, list.path, n, list.filtered ? '' : undefined);
}

const pageLink = 'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg border px-3 py-2 font-semibold no-underline';
const otherPage = `${pageLink} border-slate-300 bg-white text-brand-700 hover:bg-brand-50`;

/** The page numbers shown: the first, the last, and two either side of the current one (0 marks
 *  a gap of two or more), so the links stay few however many pages there are. */
export function shownPageNumbers(page: number, count: number): number[] {
  const near = (n: number) => n === 1 || n === count || Math.abs(n - page) <= 2;
  const shown: number[] = [];
  for (let n = 1; n <= count; n++) {
    // A gap of one page shows that page instead.
    if (near(n) || (near(n - 1) && near(n + 1))) shown.push(n);
    else if (shown.at(-1) !== 0) shown.push(0);
  }
  return shown;
}

/** Previous, the page numbers and Next. `href(n)` is the URL of page n; `label` names the nav. */
export function PageLinks({ page, count, href, label, previous, next, pageNumber }: {
  page: number;
  count: number;
  href: (n: number) => string;
  label: string;
  previous: string;
  next: string;
  pageNumber: (n: number) => string;
}) {
  return (
    <nav aria-label={label} className="mt-10">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li><a href={href(page - 1)} rel="prev" className={otherPage} data-page-prev="">{previous}</a></li>
        ) : null}
        {shownPageNumbers(page, count).map((n, i) => n === 0 ? <li key={`gap${i}`} aria-hidden="true" className="px-1 text-slate-600">…</li> : (
          <li key={n}>
            <a
              href={href(n)}
              aria-label={pageNumber(n)}
              aria-current={n === page ? 'page' : undefined}
              className={n === page ? `${pageLink} border-brand-700 bg-brand-700 text-white` : otherPage}
            >
              {n}
            </a>
          </li>
        ))}
        {page < count ? (
          <li><a href={href(page + 1)} rel="next" className={otherPage} data-page-next="">{next}</a></li>
        ) : null}
      </ul>
    </nav>
  );
}

/** PageLinks in the page's language, with the shared labels (Previous, Next, Page n). */
export function ListPages({ ctx, page, count, href, label }: { ctx: PageContext; page: number; count: number; href: (n: number) => string; label: string }) {
  const P = ctx.LL.paging;
  return <PageLinks page={page} count={count} href={href} label={label} previous={P.previous()} next={P.next()} pageNumber={(n) => P.pageNumber({ page: n })} />;
}
