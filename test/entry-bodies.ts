// Article and news bodies for the workerd tests, read the way the pages read them: the metadata
// from the worker's content module, each body from the static assets through the assets binding.
// No workerd test imports src/generated/content-full.ts (every body in one module): vitest sends
// each module to workerd in one WebSocket message, and past about 7 MB (a few hundred entries)
// workerd refuses it ("Message is too large") and not one test runs (docs/architecture.md,
// "Content that can grow"). Reading bodies one file at a time holds whatever the content's size.
import { env } from 'cloudflare:test';
import { readAssetText } from '../src/http/body-assets.ts';
import { parseBody, type Body, type LocalizedBody } from '../src/content/body.ts';
import { articles } from '../src/content/articles/index.ts';
import { newsItems } from '../src/content/news.ts';
import type { Article, ArticleWithBody, NewsItem, NewsItemWithBody } from '../src/content/types.ts';
import { locales, type Locale } from '../src/site/locale.ts';

const assets = () => (env as unknown as { ASSETS: Fetcher }).ASSETS;

/** An entry's body in one language, from its static asset (throws, naming the file, if it is not a body). */
export async function bodyOf(entry: Article | NewsItem, locale: Locale): Promise<Body> {
  return parseBody(JSON.parse(await readAssetText(assets(), entry.body[locale], 'https://site.test')));
}

async function withContent<T extends Article | NewsItem>(entry: T): Promise<T & { content: LocalizedBody }> {
  const [zhTW, zhCN, en] = await Promise.all(locales.map((l) => bodyOf(entry, l)));
  return { ...entry, content: { 'zh-TW': zhTW!, 'zh-CN': zhCN!, en: en! } };
}

/** Every article and news item with its bodies, as the build compiled them (src/generated/content-full.ts
 *  holds the same), read a few files at a time. */
export async function entriesWithBodies(): Promise<{ articles: ArticleWithBody[]; newsItems: NewsItemWithBody[] }> {
  const read = async <T extends Article | NewsItem>(list: readonly T[]) => {
    const out: (T & { content: LocalizedBody })[] = [];
    for (let i = 0; i < list.length; i += 16) out.push(...await Promise.all(list.slice(i, i + 16).map(withContent)));
    return out;
  };
  return { articles: await read(articles), newsItems: await read(newsItems) };
}

/** No articles or news items: for a test of the pages' own search documents. */
export const noEntries = { articles: [], newsItems: [] } as const;
