// /news: every news item, newest first, with a filter by kind (?type=alert|event|association,
// a server-side filter like the blog's categories) and the feed to follow them.
import { Icon } from '../components/Icon.tsx';
import { FilterChips } from '../components/FilterChips.tsx';
import { NewsList } from '../components/NewsList.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { PageContext, View } from '../site/context.ts';
import { newsNewestFirst } from '../content/news-lookup.ts';
import type { NewsType } from '../content/types.ts';
import { screenView } from '../components/views.tsx';

const newsTypes: readonly NewsType[] = ['alert', 'event', 'association'];

export function newsView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.news, <News ctx={ctx} />);
}

function News({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  const value = ctx.url.searchParams.get('type');
  const selected = newsTypes.find((t) => t === value) ?? null;
  const items = newsNewestFirst.filter((n) => !selected || n.type === selected);
  const count = (type: NewsType | null) => newsNewestFirst.filter((n) => !type || n.type === type).length;
  return (
    <>
      <PageHero title={LL.pages.news.title()} lead={LL.pages.news.lead()} />
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
            {items.length ? <NewsList ctx={ctx} items={items} withSummary /> : <p className="text-slate-700">{LL.news.none()}</p>}
          </div>
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
