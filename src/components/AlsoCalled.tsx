// "Related searches …" under a page's title: the words victims use for what the page is about
// (網戀, 殺豬盤, "paid a fake invoice"), shown where a reader sees them, and searched like the
// title. Not "also called": on How We Work the words include "recovery scam", which the
// Association must never read as a name for itself.
import type { Localized } from '../content/types.ts';
import type { PageContext } from '../site/context.ts';

export function AlsoCalled({ ctx, names }: { ctx: PageContext; names: Localized }) {
  return (
    <div className="page-container pt-6">
      <p className="max-w-3xl text-slate-700" data-also-called="">{ctx.LL.search.alsoCalled({ names: ctx.t(names) })}</p>
    </div>
  );
}
