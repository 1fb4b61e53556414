// An article in a list: category, title (the link), excerpt, date and read time.
import type { PageContext } from '../site/context.ts';
import type { Article } from '../content/types.ts';
import { formatDate } from '../site/format.ts';
import { Badge } from './Badge.tsx';
import { OrgClaim } from './OrgClaim.tsx';

export function ArticleCard({ ctx, article, featured = false }: { ctx: PageContext; article: Article; featured?: boolean }) {
  const { LL, t, locale } = ctx;
  const Title = featured ? 'h2' : 'h3';
  return (
    <article className={`card relative flex h-full flex-col gap-3 ${featured ? 'border-brand-200 bg-brand-50 sm:p-8' : ''}`}>
      <p className="flex flex-wrap items-center gap-2 text-sm">
        {featured ? <Badge tone="brand">{LL.blog.featured()}</Badge> : null}
        <Badge>{LL.blog.categories[article.category]()}</Badge>
      </p>
      <Title className={`${featured ? 'text-2xl sm:text-3xl' : 'text-xl'} font-bold leading-snug`}>
        <a href={ctx.href(`/blog/${article.id}`)} className="text-slate-900 no-underline after:absolute after:inset-0 hover:underline">
          {t(article.title)}
        </a>
      </Title>
      <p className="text-slate-700">{t(article.excerpt)}</p>
      <p className="mt-auto flex flex-wrap gap-x-4 text-sm text-slate-600">
        <OrgClaim ctx={ctx}>{t(article.author)}</OrgClaim>
        <time dateTime={article.date}>{formatDate(article.date, locale)}</time>
        <span>{LL.blog.readTime({ minutes: article.readTime })}</span>
      </p>
    </article>
  );
}
