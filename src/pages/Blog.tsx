// The blog list: featured article, category chips (a server-side filter: ?category=, each counting
// the articles it lists), the article
// grid newest first in pages of articlesPerPage (?page=2, ..., src/components/Pagination.tsx; the
// featured article on the first page only), the latest news (a few, however many there are),
// popular tags and the newsletter box (or, without a newsletter provider, the Atom feed).
import { ArticleCard } from '../components/ArticleCard.tsx';
import { FilterChips } from '../components/FilterChips.tsx';
import { NewsList } from '../components/NewsList.tsx';
import { NewsletterBox } from '../features/newsletter/NewsletterBox.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { ListPages, pageCountOf, pagedListView } from '../components/Pagination.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { PageContext, Redirect, View } from '../site/context.ts';
import { screenView } from '../components/views.tsx';
import { blogCategories } from '../content/site.ts';
import type { Article, CategoryId } from '../content/types.ts';

/** Articles on one page of the list (the featured one comes on top of the first): three rows of
 *  three on wide screens; fewer left a second page holding one card. */
export const articlesPerPage = 9;
/** News items in the sidebar: the latest few. */
export const sidebarNewsCount = 5;

/** What one page of the list shows: the featured article (first page, no filter) and the others
 *  of the category, newest first, a page at a time. */
function listing(ctx: PageContext) {
  const category = selectedCategory(ctx);
  const { articles, articlesNewestFirst } = ctx.published;
  const featured = category ? undefined : articles.find((a) => a.featured);
  const matching = articlesNewestFirst.filter((a) => a !== featured && (!category || a.category === category));
  return { category, featured, matching, pageCount: pageCountOf(matching.length, articlesPerPage) };
}

export function blogView(ctx: PageContext): View | Redirect {
  const list = listing(ctx);
  return pagedListView(ctx, {
    path: '/blog', pageCount: list.pageCount, filtered: list.category !== null, backLabel: ctx.LL.blog.notFoundBack(),
    render: (n) => screenView(ctx.LL.pages.blog, <Blog ctx={ctx} page={n} {...list} />),
  });
}

function selectedCategory(ctx: PageContext): CategoryId | null {
  const value = ctx.url.searchParams.get('category');
  return blogCategories.some((id) => id !== 'all' && id === value) ? (value as CategoryId) : null;
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

function Blog({ ctx, page, category, featured, matching, pageCount }: { ctx: PageContext; page: number } & ReturnType<typeof listing>) {
  const { LL, t } = ctx;
  const visible = matching.slice((page - 1) * articlesPerPage, page * articlesPerPage);
  const query = (params: Record<string, string>) => `${ctx.href('/blog')}?${new URLSearchParams(params)}`;
  const pageHref = (n: number) => {
    const params = { ...(category ? { category } : {}), ...(n > 1 ? { page: String(n) } : {}) };
    return `${Object.keys(params).length ? query(params) : ctx.href('/blog')}#articles`;
  };

  return (
    <>
      <PageHero look="blog" title={LL.pages.blog.title()} lead={LL.pages.blog.lead()} />
      <div className="page-container grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          {featured && page === 1 ? <div className="mb-10"><ArticleCard ctx={ctx} article={featured} featured /></div> : null}

          <FilterChips
            label={LL.blog.filterLabel()}
            chips={blogCategories.map((id) => ({
              key: id,
              href: id === 'all' ? ctx.href('/blog') : query({ category: id }),
              label: id === 'all' ? LL.blog.allArticles() : LL.blog.categories[id](),
              // Counted from what is public now: a scheduled article counts from its instant.
              count: ctx.published.articles.filter((a) => id === 'all' || a.category === id).length,
              active: id === 'all' ? category === null : id === category,
            // A category with nothing in it yet is no choice to offer (unless it is the one asked for).
            })).filter((chip) => chip.count > 0 || chip.key === 'all' || chip.active)}
          />

          <section id="articles" aria-labelledby="articles-title" className="mt-8 scroll-mt-20">
            <h2 id="articles-title" className="sr-only">{LL.blog.articleList()}</h2>
            {visible.length === 0 ? <p className="text-slate-700">{LL.blog.noArticles()}</p> : (
              <ul className="grid gap-6 md:grid-cols-2">
                {visible.map((a) => <li key={a.id}><ArticleCard ctx={ctx} article={a} /></li>)}
              </ul>
            )}
            {pageCount > 1 ? <ListPages ctx={ctx} page={page} count={pageCount} href={pageHref} label={LL.blog.pagesLabel()} /> : null}
          </section>
        </div>

        <aside className="space-y-8">
          <section aria-labelledby="news-title" className="card" data-org="">
            <h2 id="news-title" className="text-lg font-semibold">{LL.blog.latestNews()}</h2>
            <SampleBadge ctx={ctx} />
            <div className="mt-4"><NewsList ctx={ctx} items={ctx.published.newsNewestFirst.slice(0, sidebarNewsCount)} compact /></div>
            <a href={ctx.href('/news')} className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">{LL.blog.allNews()}</a>
          </section>

          <section aria-labelledby="tags-title" className="card">
            <h2 id="tags-title" className="text-lg font-semibold">{LL.blog.popularTags()}</h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {popularTags(ctx.published.articles).map(({ tag }) => (
                <li key={tag.en} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">#{t(tag)}</li>
              ))}
            </ul>
          </section>

          <NewsletterBox ctx={ctx} />

          {/* On phones the footer's own "just scammed?" line follows right after: said once there. */}
          <a href={ctx.href('/report')} className="hidden rounded-xl border border-amber-300 bg-amber-50 p-5 font-semibold text-amber-950 underline underline-offset-4 lg:block">
            {LL.blog.reportCta()}
          </a>
        </aside>
      </div>
    </>
  );
}
