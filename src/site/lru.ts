// A bounded map, least recently used out first: what an isolate keeps of things fixed per deploy
// (rendered pages, article bodies, search index files), so odd URLs or a growing site cannot
// grow its memory without limit.
export interface Lru<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  delete(key: string): void;
}

export function createLru<T>(limit: number): Lru<T> {
  const kept = new Map<string, T>();
  return {
    get(key) {
      const value = kept.get(key);
      if (value !== undefined) {
        kept.delete(key);
        kept.set(key, value);
      }
      return value;
    },
    set(key, value) {
      kept.delete(key);
      kept.set(key, value);
      if (kept.size > limit) kept.delete(kept.keys().next().value!);
    },
    delete(key) {
      kept.delete(key);
    },
  };
}
