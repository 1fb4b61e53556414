// Article and news bodies, read from the static assets the build writes beside the worker
// (dist/static/assets/content/, hash-named JSON) through the assets binding. Kept out of the
// bundle, an isolate holds only the bodies it renders, not every one of them from startup: at
// 300 articles + 300 news items that is most of its memory (docs/architecture.md, "Content that can grow").
// A few recent bodies are kept per isolate (their URLs never change content), so a page rendered
// again soon costs no second read.
import { type Body, parseBody } from '../content/body.ts';
import { createLru } from '../site/lru.ts';

/** Bodies kept per isolate. */
const kept = createLru<Body>(12);

/** What the assets binding offers (a Fetcher); tests may hand in another. */
export interface AssetFetcher {
  fetch(request: Request): Promise<Response>;
}

/** The text of a static asset of this deploy by its site path, through `assets`; throws, naming
 *  the path, when the binding is missing or the file cannot be read. */
export async function readAssetText(assets: AssetFetcher | undefined, path: string, origin: string): Promise<string> {
  if (!assets) throw new Error(`asset ${path}: no ASSETS binding`);
  const res = await assets.fetch(new Request(new URL(path, origin)));
  if (!res.ok) {
    await res.body?.cancel();
    throw new Error(`asset ${path}: the assets binding answered ${res.status}`);
  }
  return res.text();
}

/** Reads the body at `url` (/assets/content/….json) through `assets`; throws, naming the URL,
 *  when the binding is missing, the file is not there or is not a body. */
export async function readBodyAsset(assets: AssetFetcher | undefined, url: string, origin: string): Promise<Body> {
  const hit = kept.get(url);
  if (hit) return hit;
  const text = await readAssetText(assets, url, origin);
  let body: Body;
  try {
    body = parseBody(JSON.parse(text));
  } catch (error) {
    throw new Error(`body ${url}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  kept.set(url, body);
  return body;
}
