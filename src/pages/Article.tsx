// An article: its metadata and its body rendered from the spec's markup, read first from its
// static asset (a body that cannot be read is an error: the 500 page). An unknown id is a 404
// with the 'Article Not Found' view.
import { ArticleContents } from '../components/ArticleContents.tsx';
import { Icon } from '../components/Icon.tsx';
import { Badge } from '../components/Badge.tsx';
import { DraftBanner } from '../components/DraftBanner.tsx';
import { publisherData } from '../components/HeadMeta.tsx';
import { PlacedBody } from '../components/PlacedBody.tsx';
import { ReportHereLine } from '../components/ReportHereLine.tsx';
import { OrgClaim } from '../components/OrgClaim.tsx';
import { SampleBadge } from '../components/SampleBadge.tsx';
import type { PageContext, View } from '../site/context.ts';
import { missingView } from '../components/views.tsx';
import type { Body } from '../content/body.ts';
import type { Article as ArticleData } from '../content/types.ts';
import { formatDate } from '../site/format.ts';
import { assetUrl } from '../site/assets.ts';
import { languageTags } from '../site/locale.ts';

export async function articleView(ctx: PageContext): Promise<View> {
  // Not public yet (scheduled, or a draft outside the preview): the same 404 as an unknown id.
  const article = ctx.published.article(ctx.params.id ?? '');
  if (!article) return articleNotFound(ctx);
  const body = await ctx.readBody(article.body[ctx.locale]);
  return {
    status: 200,
    title: ctx.t(article.title),
    description: ctx.t(article.excerpt),
    body: <Article ctx={ctx} article={article} body={body} />,
    ogType: 'article',
    breadcrumb: [
      { name: ctx.LL.nav.blog(), path: '/blog' },
      { name: ctx.t(article.title), path: `/blog/${article.id}` },
    ],
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: ctx.t(article.title),
      description: ctx.t(article.excerpt),
      datePublished: article.date,
      dateModified: article.updated ?? article.date,
      inLanguage: languageTags[ctx.locale],
      author: { '@type': 'Person', name: ctx.t(article.author), jobTitle: ctx.t(article.authorTitle) },
      publisher: publisherData(ctx),
      image: ctx.config.siteUrl + assetUrl(`og-${ctx.locale}.jpg`),
      mainEntityOfPage: ctx.config.siteUrl + ctx.url.pathname,
      keywords: article.tags.map((tag) => ctx.t(tag)).join(', '),
    },
  };
}

function articleNotFound(ctx: PageContext): View {
  const { LL } = ctx;
  return missingView(ctx, { title: LL.blog.notFoundTitle(), lead: LL.blog.notFoundLead(), action: { href: ctx.href('/blog'), label: LL.blog.notFoundBack() } });
}

function Article({ ctx, article, body }: { ctx: PageContext; article: ArticleData; body: Body }) {
  const { LL, t, locale } = ctx;
  return (
    <article className="page-container max-w-3xl py-10 sm:py-14">
      <DraftBanner ctx={ctx} draft={article.draft} publishAt={article.publishAt} />
      <a href={ctx.href('/blog')} className="inline-flex items-center gap-2 font-semibold text-brand-700 no-underline hover:underline">
        <Icon name="arrow-left" className="h-4 w-4" />
        {LL.blog.backToBlog()}
      </a>
      <header className="mt-6 border-b border-slate-200 pb-6">
        <p><Badge tone="brand">{LL.blog.categories[article.category]()}</Badge></p>
        <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{t(article.title)}</h1>
        <p className="mt-4 text-lg text-slate-600">{t(article.excerpt)}</p>
        <div className="mt-6 flex min-h-11 flex-wrap items-center gap-x-6 gap-y-2 text-slate-700">
          <p>
            <OrgClaim ctx={ctx}>
              <span className="font-semibold text-slate-900">{t(article.author)}</span>
              <span className="text-slate-600">{` · ${t(article.authorTitle)}`}</span>
            </OrgClaim>
          </p>
          <p><time dateTime={article.date}>{formatDate(article.date, locale)}</time></p>
          {article.updated ? (
            <p data-updated=""><time dateTime={article.updated}>{LL.blog.updated({ date: formatDate(article.updated, locale) })}</time></p>
          ) : null}
          <p>{LL.blog.readTime({ minutes: article.readTime })}</p>
          {/* Needs JavaScript: invisible (but keeping its place, so showing it shifts nothing)
              until the client module finds a way to share. */}
          <button
            type="button"
            data-share=""
            data-copied-label={LL.blog.linkCopied()}
            className="invisible ml-auto inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
          >
            <Icon name="share" className="h-4 w-4" />
            <span data-share-label="">{LL.blog.share()}</span>
          </button>
        </div>
        <ul aria-label={LL.blog.tags()} className="mt-4 flex flex-wrap gap-2">
          {article.tags.map((tag) => <li key={tag.en}><Badge>{`#${t(tag)}`}</Badge></li>)}
        </ul>
      </header>
      <div className="text-lg leading-relaxed text-slate-800" data-org={article.citesOwnCases ? '' : undefined}>
        {article.citesOwnCases && ctx.config.contentStatus === 'sample' ? (
          <div data-sample-note="" className="mt-6 rounded-xl border border-amber-300 bg-amber-50 px-4 pb-4 text-base text-amber-950">
            <SampleBadge ctx={ctx} />
            <p className="mt-2">{LL.sample.ownCasesNote()}</p>
          </div>
        ) : null}
        <PlacedBody ctx={ctx} body={body} afterFirst={<ArticleContents ctx={ctx} body={body} />} />
      </div>
      <ReportHereLine ctx={ctx} />
    </article>
  );
}
