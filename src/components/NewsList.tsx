// News items as a list of links, newest first: date and kind above each title, optionally the
// summary below. Used on /news, Home and the blog sidebar. The items are the Association's own
// (sample) notices, so the list is an organisation claim and carries the marker.
import type { PageContext } from '../site/context.ts';
import type { NewsItem } from '../content/types.ts';
import { formatDate } from '../site/format.ts';

export function NewsMeta({ ctx, item }: { ctx: PageContext; item: NewsItem }) {
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={item.date}>{formatDate(item.date, ctx.locale)}</time>
      {' · '}
      <span className={item.type === 'alert' ? 'font-semibold text-red-800' : undefined}>{ctx.LL.news.types[item.type]()}</span>
      {/* A past event says so wherever it is listed, so no date reads as an invitation. */}
      {ctx.published.ended(item) ? <>{' · '}<span data-ended="" className="font-semibold text-slate-800">{ctx.LL.news.ended()}</span></> : null}
    </p>
  );
}

export function NewsList({ ctx, items, withSummary = false, compact = false }: {
  ctx: PageContext;
  items: readonly NewsItem[];
  withSummary?: boolean;
  compact?: boolean;
}) {
  return (
    <ul className={compact ? 'space-y-4' : 'divide-y divide-slate-200 border-y border-slate-200'}>
      {items.map((item) => (
        <li key={item.slug} data-news-type={item.type} className={compact ? undefined : 'py-5'}>
          {/* A scam alert is marked by the Report page's red rule, so it does not read as any other item. */}
          <div className={!compact && item.type === 'alert' ? 'border-l-4 border-red-700 pl-4' : undefined}>
            <NewsMeta ctx={ctx} item={item} />
            <a href={ctx.href(`/news/${item.slug}`)} data-news-link={item.slug} className={`mt-1 block font-semibold text-slate-900 underline-offset-4 hover:text-brand-700 hover:underline ${compact ? '' : 'text-lg'}`}>
              {ctx.t(item.title)}
            </a>
            {withSummary ? <p className="mt-1 text-slate-700">{ctx.t(item.summary)}</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
