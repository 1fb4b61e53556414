// The sample marker: shown beside organisation data (figures, people, cases, partners, news)
// while CONTENT_STATUS is 'sample'; nothing once the operator has verified the content.
import type { PageContext } from '../site/context.ts';

export function SampleBadge({ ctx, inline = false }: { ctx: PageContext; inline?: boolean }) {
  if (ctx.config.contentStatus !== 'sample') return null;
  const place = inline ? 'ml-2 align-middle text-xs' : 'mt-3 text-sm';
  return (
    <span data-sample-mark="" className={`${place} inline-block rounded-full border border-amber-300 bg-amber-50 px-3 py-0.5 font-medium text-amber-900`}>
      {ctx.LL.sample.badge()}
    </span>
  );
}
