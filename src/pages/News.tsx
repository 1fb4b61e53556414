// /news: the news items newest first, newsPerPage a page (?page=2, ..., src/components/Pagination.tsx),
// with a filter by kind (?type=alert|event|association, a server-side filter like the blog's
// categories) and the feed to follow them.
import { Icon } from '../components/Icon.tsx';
import { FilterChips } from '../components/FilterChips.tsx';
import { NewsList } from '../components/NewsList.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { ListPages, pageCountOf, pagedListView } from '../components/Pagination.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { PageContext, Redirect, View } from '../site/context.ts';
import type { NewsType } from '../content/types.ts';
import { screenView } from '../components/views.tsx';

const newsTypes: readonly NewsType[] = ['alert', 'event', 'association'];

/** News items on one page of /news. */
export const newsPerPage = 10;

/** The kind the list is filtered by, and its items newest first. */
function listing(ctx: PageContext) {
  const value = ctx.url.searchParams.get('type');
  const selected = newsTypes.find((t) => t === value) ?? null;
  const items = ctx.published.newsNewestFirst.filter((n) => !selected || n.type === selected);
  return { selected, items, pageCount: pageCountOf(items.length, newsPerPage) };
}

export function newsView(ctx: PageContext): View | Redirect {
  const list = listing(ctx);
  return pagedListView(ctx, {
    path: '/news', pageCount: list.pageCount, filtered: list.selected !== null, backLabel: ctx.LL.news.notFoundBack(),
    render: (n) => screenView(ctx.LL.pages.news, <News ctx={ctx} page={n} {...list} />),
  });
}

function News({ ctx, page, selected, items, pageCount }: { ctx: PageContext; page: number } & ReturnType<typeof listing>) {
  const { LL } = ctx;
  const shown = items.slice((page - 1) * newsPerPage, page * newsPerPage);
  const count = (type: NewsType | null) => ctx.published.newsNewestFirst.filter((n) => !type || n.type === type).length;
  const pageHref = (n: number) => {
    const params = new URLSearchParams({ ...(selected ? { type: selected } : {}), ...(n > 1 ? { page: String(n) } : {}) });
    return `${ctx.href('/news')}${params.size ? `?${params}` : ''}#news-list-title`;
  };
  return (
    <>
      <PageHero look="news" measure="max-w-4xl" title={LL.pages.news.title()} lead={LL.pages.news.lead()} />
      <div className="page-container max-w-4xl py-10 sm:py-14">
        <FilterChips
          label={LL.news.filterLabel()}
          chips={[null, ...newsTypes].map((type) => ({
            key: type ?? 'all',
            href: type ? `${ctx.href('/news')}?type=${type}` : ctx.href('/news'),
            label: type ? LL.news.types[type]() : LL.news.all(),
            count: count(type),
            active: type === selected,
          }))}
        />
        <section aria-labelledby="news-list-title" className="mt-8" data-org="">
          <h2 id="news-list-title" className="sr-only">{LL.news.list()}</h2>
          <SampleBadge ctx={ctx} />
          <div className="mt-4">
            {shown.length ? <NewsList ctx={ctx} items={shown} withSummary /> : <p className="text-slate-700">{LL.news.none()}</p>}
          </div>
          {pageCount > 1 ? <ListPages ctx={ctx} page={page} count={pageCount} href={pageHref} label={LL.news.pagesLabel()} /> : null}
        </section>
        <p className="mt-10 flex flex-wrap items-center gap-2 text-slate-700">
          <Icon name="rss" className="h-5 w-5 text-orange-700" />
          {LL.feed.follow()}
          <a href={ctx.href('/feed.xml')} type="application/atom+xml" className="font-semibold text-brand-700 underline underline-offset-4">{LL.feed.link()}</a>
        </p>
      </div>
    </>
  );
}
