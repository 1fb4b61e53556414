// Rendered pages kept in memory per isolate. Content is fixed per deploy, so a page's HTML is
// decided by its ETag (build id + URL + what it varies on): render once, serve many times.
// Bounded, least recently used out first, so odd URLs cannot grow it without limit.
export interface PageCache<T> {
  get(key: string): T | undefined;
  set(key: string, page: T): void;
}

export function createPageCache<T>(limit = 300): PageCache<T> {
  const pages = new Map<string, T>();
  return {
    get(key) {
      const page = pages.get(key);
      if (page !== undefined) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    set(key, page) {
      pages.set(key, page);
      if (pages.size > limit) pages.delete(pages.keys().next().value!);
    },
  };
}
