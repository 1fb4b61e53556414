// The paging of long lists (src/components/Pagination.tsx), as /cases, /blog and /news use it:
// which ?page values name a page, and which page numbers the links show however many pages the
// content fills (the lists' own tests check the pages today's content makes).
import { describe, expect, it } from 'vitest';
import { pageCountOf, requestedPage, shownPageNumbers } from '../src/components/Pagination.tsx';

const at = (query: string, count: number) => requestedPage(new URL(`https://site.test/news${query}`), count);

describe('the pages of a list', () => {
  it('are at least one, and enough for every item', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
    expect(pageCountOf(300, 10)).toBe(30);
  });

  it('name a page by ?page=n only: 1 is the list itself, anything else none', () => {
    expect(at('', 30)).toBe(1);
    expect(at('?page=1', 30)).toBe('first');
    expect(at('?page=2', 30)).toBe(2);
    expect(at('?page=30', 30)).toBe(30);
    for (const bad of ['31', '0', '-1', 'abc', '1.5', '02', '2.0', '1e1', '', '２', '9'.repeat(400)]) expect(at(`?page=${bad}`, 30), bad).toBeNull();
    expect(at('?page=2&page=2', 30)).toBeNull();
    expect(at('?page=2', 1)).toBeNull();
  });

  it('link to the first, the last and two either side of the current one, however many there are', () => {
    expect(shownPageNumbers(1, 1)).toEqual([1]);
    expect(shownPageNumbers(2, 2)).toEqual([1, 2]);
    expect(shownPageNumbers(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(shownPageNumbers(1, 30)).toEqual([1, 2, 3, 0, 30]);
    expect(shownPageNumbers(15, 30)).toEqual([1, 0, 13, 14, 15, 16, 17, 0, 30]);
    expect(shownPageNumbers(30, 30)).toEqual([1, 0, 28, 29, 30]);
    expect(shownPageNumbers(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const count of [1, 7, 50, 1000]) for (const page of [1, Math.ceil(count / 2), count]) expect(shownPageNumbers(page, count).length).toBeLessThanOrEqual(9);
  });
});
