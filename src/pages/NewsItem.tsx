// One news item: kind, date (and the revision date when it was revised), title, summary, body,
// and for scam alerts the guides that explain the scam in full. The body is read
// first from its static asset (unreadable: the 500 page). An unknown slug is a 404.
import { DraftBanner } from '../components/DraftBanner.tsx';
import { Icon } from '../components/Icon.tsx';
import { publisherData } from '../components/HeadMeta.tsx';
import { PlacedBody } from '../components/PlacedBody.tsx';
import { ReportHereLine } from '../components/ReportHereLine.tsx';
import { NewsMeta } from '../components/NewsList.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import { ScamLinks } from '../components/ScamLinks.tsx';
import { assetUrl } from '../site/assets.ts';
import type { PageContext, View } from '../site/context.ts';
import { missingView } from '../components/views.tsx';
import type { Body } from '../content/body.ts';
import type { NewsItem as NewsItemData } from '../content/types.ts';
import { formatDate } from '../site/format.ts';
import { languageTags } from '../site/locale.ts';

export async function newsItemView(ctx: PageContext): Promise<View> {
  // Not public yet (scheduled, or a draft outside the preview): the same 404 as an unknown slug.
  const item = ctx.published.newsItem(ctx.params.slug ?? '');
  const { LL } = ctx;
  if (!item) {
    return missingView(ctx, { title: LL.news.notFoundTitle(), lead: LL.news.notFoundLead(), action: { href: ctx.href('/news'), label: LL.news.notFoundBack() } });
  }
  const { siteUrl } = ctx.config;
  const body = await ctx.readBody(item.body[ctx.locale]);
  return {
    status: 200,
    title: ctx.t(item.title),
    description: ctx.t(item.summary),
    body: <NewsItem ctx={ctx} item={item} body={body} />,
    ogType: 'article',
    breadcrumb: [
      { name: LL.pages.news.title(), path: '/news' },
      { name: ctx.t(item.title), path: `/news/${item.slug}` },
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: ctx.t(item.title),
      description: ctx.t(item.summary),
      datePublished: item.date,
      dateModified: item.updated ?? item.date,
      inLanguage: languageTags[ctx.locale],
      author: publisherData(ctx),
      publisher: publisherData(ctx),
      // The page's share image (og:image): Google recommends one for Top stories and Discover.
      image: siteUrl + assetUrl(`og-${ctx.locale}.jpg`),
      mainEntityOfPage: siteUrl + ctx.url.pathname,
    },
  };
}

function NewsItem({ ctx, item, body }: { ctx: PageContext; item: NewsItemData; body: Body }) {
  const { LL, t } = ctx;
  return (
    <article className="page-container max-w-3xl py-10 sm:py-14">
      <DraftBanner ctx={ctx} draft={item.draft} publishAt={item.publishAt} />
      <a href={ctx.href('/news')} className="inline-flex items-center gap-2 font-semibold text-brand-700 no-underline hover:underline">
        <Icon name="arrow-left" className="h-4 w-4" />
        {LL.news.backToNews()}
      </a>
      <div data-org="">
        <header className="mt-6 border-b border-slate-200 pb-6">
          <NewsMeta ctx={ctx} item={item} />
          <h1 className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{t(item.title)}</h1>
          <p className="mt-4 text-lg text-slate-600">{t(item.summary)}</p>
          {item.updated ? (
            <p className="mt-3 text-sm text-slate-600" data-updated="">
              <time dateTime={item.updated}>{LL.news.updated({ date: formatDate(item.updated, ctx.locale) })}</time>
            </p>
          ) : null}
          {ctx.published.ended(item) && item.endsOn ? (
            <p data-ended-notice="" className="mt-4 rounded-lg border border-slate-300 bg-slate-100 p-3 font-semibold text-slate-900">
              {LL.news.endedOn({ date: formatDate(item.endsOn, ctx.locale) })}
            </p>
          ) : null}
          <SampleBadge ctx={ctx} />
        </header>
        <div className="text-lg leading-relaxed text-slate-800">
          <PlacedBody ctx={ctx} body={body} />
        </div>
      </div>
      {item.scamTypes?.length ? (
        <section aria-labelledby="news-guides-title" className="mt-12">
          <h2 id="news-guides-title" className="text-xl font-semibold">{LL.news.guidesTitle()}</h2>
          <div className="mt-4"><ScamLinks ctx={ctx} withSummary only={item.scamTypes} /></div>
        </section>
      ) : null}
      <ReportHereLine ctx={ctx} />
    </article>
  );
}
