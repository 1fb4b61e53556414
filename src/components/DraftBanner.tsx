// The banner on a draft article or news item: only the local preview renders a draft at all
// (src/http/published-now.ts), and this says so, so an editor never mistakes it for published.
import type { PageContext } from '../site/context.ts';

export function DraftBanner({ ctx, draft }: { ctx: PageContext; draft: boolean | undefined }) {
  if (!draft) return null;
  return (
    <div data-draft-banner="" role="note" className="mb-6 rounded-xl border-2 border-dashed border-red-700 bg-red-50 px-4 py-3 text-red-900">
      <p className="text-lg font-bold">{ctx.LL.draft.banner()}</p>
      <p className="mt-1">{ctx.LL.draft.note()}</p>
    </div>
  );
}
