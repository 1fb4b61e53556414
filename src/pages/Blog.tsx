// The blog list: featured article, category chips (a server-side filter: ?category=), the article
// grid with a load-more link (?page=2), latest news, popular tags and the newsletter box (or,
// without a newsletter provider, the Atom feed).
import { ArticleCard } from '../components/ArticleCard.tsx';
import { NewsletterBox } from '../components/NewsletterBox.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { PageContext, View } from '../context.ts';
import { screenView } from './view.ts';
import { articles } from '../content/articles/index.ts';
import { newsItems } from '../content/news.ts';
import { blogCategoryCounts } from '../content/site.ts';
import type { Article, CategoryId } from '../content/types.ts';
import { formatDate } from '../format.ts';

/** Articles shown before "load more". */
export const pageSize = 4;

export function blogView(ctx: PageContext): View {
  return screenView(ctx.LL.pages.blog, <Blog ctx={ctx} />);
}

function selectedCategory(ctx: PageContext): CategoryId | null {
  const value = ctx.url.searchParams.get('category');
  return blogCategoryCounts.some((c) => c.id !== 'all' && c.id === value) ? (value as CategoryId) : null;
}

/** Tags by how many articles carry them, most first (ties in article order). */
function popularTags(list: readonly Article[]) {
  const counts = new Map<string, { tag: Article['tags'][number]; count: number }>();
  for (const a of list) for (const tag of a.tags) {
    const entry = counts.get(tag.en) ?? { tag, count: 0 };
    entry.count++;
    counts.set(tag.en, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count).slice(0, 10);
}

function Blog({ ctx }: { ctx: PageContext }) {
  const { LL, t, locale } = ctx;
  const category = selectedCategory(ctx);
  const featured = category ? undefined : articles.find((a) => a.featured);
  const matching = articles.filter((a) => a !== featured && (!category || a.category === category));
  const showAll = ctx.url.searchParams.get('page') === '2';
  const visible = showAll ? matching : matching.slice(0, pageSize);
  const query = (params: Record<string, string>) => `${ctx.href('/blog')}?${new URLSearchParams(params)}`;

  return (
    <>
      <PageHero title={LL.pages.blog.title()} lead={LL.pages.blog.lead()} />
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {featured ? <div className="mb-10"><ArticleCard ctx={ctx} article={featured} featured /></div> : null}

          <nav aria-label={LL.blog.filterLabel()}>
            <ul className="flex flex-wrap gap-2">
              {blogCategoryCounts.map(({ id, count }) => {
                const active = id === 'all' ? category === null : id === category;
                return (
                  <li key={id}>
                    <a
                      href={id === 'all' ? ctx.href('/blog') : query({ category: id })}
                      aria-current={active ? 'true' : undefined}
                      className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 py-2 text-sm font-medium no-underline ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`}
                    >
                      {id === 'all' ? LL.blog.allArticles() : LL.blog.categories[id]()}
                      <span className={active ? 'text-blue-100' : 'text-slate-600'}>{count}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>

          <section id="articles" aria-labelledby="articles-title" className="mt-8 scroll-mt-20">
            <h2 id="articles-title" className="sr-only">{LL.blog.articleList()}</h2>
            {visible.length === 0 ? <p className="text-slate-700">{LL.blog.noArticles()}</p> : (
              <ul className="grid gap-6 md:grid-cols-2">
                {visible.map((a) => <li key={a.id}><ArticleCard ctx={ctx} article={a} /></li>)}
              </ul>
            )}
            {visible.length < matching.length ? (
              <a href={`${query({ ...(category ? { category } : {}), page: '2' })}#articles`} data-load-more="" className="btn-secondary mt-8">
                {LL.blog.loadMore()}
              </a>
            ) : null}
          </section>
        </div>

        <aside className="space-y-8">
          <section aria-labelledby="news-title" className="card" data-org="">
            <h2 id="news-title" className="text-lg font-semibold">{LL.blog.latestNews()}</h2>
            <SampleBadge ctx={ctx} />
            <ul className="mt-4 space-y-4">
              {newsItems.map((n) => (
                <li key={n.date + n.title.en}>
                  <p className="text-sm text-slate-600">
                    <time dateTime={n.date}>{formatDate(n.date, locale)}</time> · {t(n.type)}
                  </p>
                  <p className="font-medium text-slate-900">{t(n.title)}</p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="tags-title" className="card">
            <h2 id="tags-title" className="text-lg font-semibold">{LL.blog.popularTags()}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {popularTags(articles).map(({ tag }) => (
                <li key={tag.en} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">#{t(tag)}</li>
              ))}
            </ul>
          </section>

<NewsletterBox ctx={ctx} />

          <a href={ctx.href('/report')} className="block rounded-xl border border-amber-300 bg-amber-50 p-5 font-semibold text-amber-950 underline underline-offset-4">
            {LL.blog.reportCta()}
          </a>
        </aside>
      </div>
    </>
  );
}
