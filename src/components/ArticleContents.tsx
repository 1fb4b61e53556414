// The way around a long body, shown after its first paragraph: a link straight to the section for
// the reader's place (when the body has one: a heading whose anchor is the place's code, {#gb}),
// and the body's sections folded in a <details> (works without JavaScript). Nothing for a body
// with few anchored sections: a short article needs no contents.
import { type Body, inlineText } from '../content/body.ts';
import type { PageContext } from '../site/context.ts';
import { likelyPlace } from './country-order.ts';
import { Icon } from './Icon.tsx';

/** A body needs contents from this many anchored sections (## Heading {#id}). */
export const contentsFrom = 4;

export function ArticleContents({ ctx, body }: { ctx: PageContext; body: Body }) {
  const { LL } = ctx;
  const sections = body.flatMap((b) => (b.kind === 'h2' && b.id ? [{ id: b.id, title: inlineText(b.content) }] : []));
  const place = likelyPlace(ctx);
  const placeId = place?.toLowerCase();
  const placeSection = placeId && body.some((b) => (b.kind === 'h2' || b.kind === 'h3') && b.id === placeId) ? placeId : null;
  if (sections.length < contentsFrom && !placeSection) return null;
  return (
    <nav aria-label={LL.blog.contents()} data-contents="" className="my-6 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-base print:hidden">
      {place && placeSection ? (
        <p>
          <a href={`#${placeSection}`} data-to-place={place} className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4">
            {LL.blog.toYourPlace({ place: LL.placeInSentence[place]() })}
            <Icon name="chevron-right" className="h-4 w-4 shrink-0 rotate-90" />
          </a>
        </p>
      ) : null}
      {sections.length >= contentsFrom ? (
        <details className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {LL.blog.onThisPage({ count: sections.length })}
            <Icon name="chevron-right" className="h-4 w-4 rotate-90 group-open:-rotate-90" />
          </summary>
          <ol className="mt-1 list-decimal space-y-1 pb-2 pl-6">
            {sections.map((s) => <li key={s.id}><a href={`#${s.id}`} className="block py-1 text-brand-700 underline underline-offset-4">{s.title}</a></li>)}
          </ol>
        </details>
      ) : null}
    </nav>
  );
}
