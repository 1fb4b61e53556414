// Marks organisation-specific sample content while CONTENT_STATUS is 'sample'; nothing otherwise.
import type { PageContext } from '../context.ts';

export function SampleBadge({ ctx }: { ctx: PageContext }) {
  if (ctx.config.contentStatus !== 'sample') return null;
  return (
    <p className="mt-3 inline-block rounded-full border border-amber-300 bg-amber-50 px-3 py-0.5 text-sm font-medium text-amber-900">
      {ctx.LL.sample.badge()}
    </p>
  );
}
