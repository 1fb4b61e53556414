// /search?q=: the site search, answered on the server so it works without JavaScript. The page
// is noindex; the query is shown back only as React text (escaped) and is never logged.
import { Badge } from '../components/Badge.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { ScamLinks } from '../components/ScamLinks.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import { SupportNow } from '../components/SupportLines.tsx';
import type { PageContext, View } from '../site/context.ts';
import { maxQueryLength, normalizeQuery, search, type SearchHit } from '../search/index.ts';
import { snippetsFor } from '../search/snippet.ts';
import { log } from '../site/log.ts';
import { likelyPlace } from '../components/country-order.ts';
import { keptQuery } from '../features/search-log/keep.ts';
import { searchClickPath } from '../site/routes.ts';

export async function searchView(ctx: PageContext): Promise<View> {
  const { LL } = ctx;
  const { query, truncated } = normalizeQuery(ctx.url.searchParams.get('q') ?? '');
  // Answered before any HTML is streamed: the index is read from static assets (src/search/).
  // An index file that cannot be read (a broken deploy, the binding failing) is the search's
  // fault, not the page's: the reader gets a 503 that says so and the links to try instead.
  let hits: readonly SearchHit[] = [];
  let crisis = false;
  let unavailable = false;
  if (query) {
    try {
      // The index holds every entry; what is not public yet counts for nothing (src/search/visible.ts).
      ({ hits, crisis } = await search(query, ctx.locale, ctx.readAsset, ctx.published));
    } catch (error) {
      log('error', 'search_unavailable', { locale: ctx.locale, message: error instanceof Error ? error.message : String(error) });
      unavailable = true;
    }
  }
  return {
    status: unavailable ? 503 : 200, title: LL.pages.search.title(), description: LL.pages.search.description(), noindex: true,
    // What a victim typed (a name, a phone number) is theirs alone: kept by no cache at all (not
    // even their own browser's, on a phone others may use), no ETag, nothing third-party loaded.
    private: query !== '',
    headers: { ...(query ? { 'Cache-Control': 'private, no-store' } : {}), ...(unavailable ? { 'Retry-After': '60' } : {}) },
    // Counted for the editors (what found nothing, what nobody opened) when it may be kept.
    ...(query && !unavailable ? { searched: { query, found: hits.length > 0 } } : {}),
    body: <Search ctx={ctx} query={query} truncated={truncated} hits={hits} crisis={crisis} unavailable={unavailable} />,
  };
}

function Search({ ctx, query, truncated, hits, crisis, unavailable }: { ctx: PageContext; query: string; truncated: boolean; hits: readonly SearchHit[]; crisis: boolean; unavailable: boolean }) {
  const { LL } = ctx;
  return (
    <>
      <PageHero look="plain" title={LL.pages.search.title()} lead={LL.pages.search.description()} />
      <div className="page-container max-w-3xl py-10 sm:py-14">
        <SearchForm ctx={ctx} query={query} id="search-page-q" />
        {truncated ? <p className="mt-3 text-slate-700">{LL.search.truncated({ max: maxQueryLength })}</p> : null}
        {/* A search that reads as distress: the reader's support lines first, above any result. */}
        {crisis ? <SupportNow ctx={ctx} /> : null}
        <div className="mt-8">
          {unavailable ? <p className="text-lg font-semibold text-slate-900" data-search-status="unavailable">{LL.search.unavailable()}</p>
            : !query ? <p className="text-lg text-slate-700">{LL.search.empty()}</p> : hits.length ? <Results ctx={ctx} query={query} hits={hits} /> : (
            <p className="text-lg font-semibold text-slate-900" data-search-status="none">{LL.search.noResults({ query })}</p>
          )}
          {!hits.length ? <TryInstead ctx={ctx} /> : null}
        </div>
      </div>
    </>
  );
}

function Results({ ctx, query, hits }: { ctx: PageContext; query: string; hits: readonly SearchHit[] }) {
  const { LL } = ctx;
  const snippet = snippetsFor(query, hits.flatMap((h) => h.matched));
  const width = ctx.locale === 'en' ? 200 : 80;
  // The place the page a result links to speaks to, so a snippet shows no other place's lines.
  const place = likelyPlace(ctx);
  // Opening a result is counted by the browser's ping (no script, no cookie read, nothing about the
  // reader): only for a query that may be kept at all.
  const kept = keptQuery(query);
  // An absolute URL: the attribute takes nothing else (HTML), the page's own origin.
  const ping = kept ? new URL(`${ctx.href(searchClickPath)}?q=${encodeURIComponent(kept)}`, ctx.url.origin).href : undefined;
  // A page and one of its sections can both be found by the same passage (How we work and its fees
  // section): the second of them shows its opening lines instead, so no snippet is shown twice.
  const shown = new Set<string>();
  const snippetOf = (text: SearchHit['text'], title: string) => {
    const parts = snippet(text, width, place, title);
    const again = shown.has(parts.map((p) => p.text).join(''));
    const result = again ? snippet(text, width, place, title, true) : parts;
    shown.add(result.map((p) => p.text).join(''));
    return result;
  };
  return (
    <section aria-labelledby="search-results-title">
      <h2 id="search-results-title" className="text-lg font-semibold text-slate-900" data-search-status="results">
        {LL.search.results({ count: hits.length, query })}
      </h2>
      <ol className="mt-4 divide-y divide-slate-200 border-y border-slate-200">
        {hits.map(({ doc, text }) => (
          <li key={doc.path} className="py-5" data-search-result={doc.path}>
            <Badge tone={doc.kind === 'scam' ? 'brand' : 'slate'}>{LL.search.kinds[doc.kind]()}</Badge>
            <a href={ctx.href(doc.path)} ping={ping} className="mt-2 block text-lg font-semibold text-brand-800 underline-offset-4 hover:underline">{doc.title}</a>
            <p className="mt-1 text-slate-700">
              {snippetOf(text, doc.title).map((part, i) =>
                part.mark ? <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">{part.text}</mark> : part.text)}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function TryInstead({ ctx }: { ctx: PageContext }) {
  const { LL } = ctx;
  return (
    <section aria-labelledby="search-try-title" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="search-try-title" className="text-lg font-semibold">{LL.search.tryTitle()}</h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-800">
        <li>{LL.search.trySpelling()}</li>
        <li><a href={ctx.href('/report')} className="font-semibold text-red-800 underline underline-offset-4">{LL.search.tryReport()}</a></li>
        <li><a href={ctx.href('/scams')} className="font-semibold text-brand-700 underline underline-offset-4">{LL.search.tryScams()}</a></li>
      </ul>
      <div className="mt-5"><ScamLinks ctx={ctx} withSummary /></div>
    </section>
  );
}
