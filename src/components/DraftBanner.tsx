// The banner on an article or news item that is not public: a draft (only a preview renders a
// draft at all: src/http/published-now.ts), or, on a draft's preview, an entry scheduled for later.
// It says so, so an editor never mistakes it for published.
import type { PageContext } from '../site/context.ts';
import { formatDateTime } from '../site/format.ts';

export function DraftBanner({ ctx, draft, publishAt }: { ctx: PageContext; draft: boolean | undefined; publishAt?: number }) {
  const scheduled = !draft && publishAt !== undefined && publishAt > Date.now();
  if (!draft && !scheduled) return null;
  return (
    <div data-draft-banner="" role="note" className="mb-6 rounded-xl border-2 border-dashed border-red-700 bg-red-50 px-4 py-3 text-red-900">
      <p className="text-lg font-bold">{scheduled ? ctx.LL.draft.scheduled({ when: formatDateTime(publishAt!, ctx.locale) }) : ctx.LL.draft.banner()}</p>
      <p className="mt-1">{scheduled ? ctx.LL.draft.scheduledNote() : ctx.LL.draft.note()}</p>
    </div>
  );
}
