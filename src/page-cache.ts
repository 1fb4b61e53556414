// Rendered pages kept in memory per isolate. Content is fixed per deploy, so a page's HTML is
// decided by its ETag (build id + URL + what it varies on): render once, serve many times.
// Bounded, least recently used out first, so odd URLs cannot grow it without limit.
export interface PageCache {
  get(key: string): string | undefined;
  set(key: string, html: string): void;
}

export function createPageCache(limit = 300): PageCache {
  const pages = new Map<string, string>();
  return {
    get(key) {
      const html = pages.get(key);
      if (html !== undefined) {
        pages.delete(key);
        pages.set(key, html);
      }
      return html;
    },
    set(key, html) {
      pages.set(key, html);
      if (pages.size > limit) pages.delete(pages.keys().next().value!);
    },
  };
}
