import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './all-pages';

const pagesOf = (items: string[], size: number) => (page: number) =>
  Promise.resolve({
    items: items.slice((page - 1) * size, page * size),
    pages: Math.max(1, Math.ceil(items.length / size)),
  });

describe('fetchAllPages', () => {
  it('asks once for a list that fits one page', async () => {
    const asked: number[] = [];
    const fetchPage = (page: number) => {
      asked.push(page);
      return pagesOf(['a', 'b'], 100)(page);
    };
    expect(await fetchAllPages(fetchPage, (x) => x)).toEqual(['a', 'b']);
    expect(asked).toEqual([1]);
  });

  it('returns every item of a 5-page list in order', async () => {
    const items = Array.from({ length: 450 }, (_, i) => `b${i}`);
    expect(await fetchAllPages(pagesOf(items, 100), (x) => x)).toEqual(items);
  });

  it('keeps an item once when it shifted onto the next page between requests', async () => {
    const fetchPage = (page: number) =>
      Promise.resolve(page === 1 ? { items: ['a', 'b'], pages: 2 } : { items: ['b', 'c'], pages: 2 });
    expect(await fetchAllPages(fetchPage, (x) => x)).toEqual(['a', 'b', 'c']);
  });

  it('returns nothing for an empty list', async () => {
    expect(await fetchAllPages(pagesOf([], 100), (x) => x)).toEqual([]);
  });
});
