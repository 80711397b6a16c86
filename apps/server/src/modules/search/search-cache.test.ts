import { describe, expect, it } from 'vitest';
import { createSearchCache } from './search-cache';

describe('the search cache', () => {
  it('answers a page only at the revision it was read at', () => {
    const cache = createSearchCache<string>(10);
    cache.set('nosy-be', 3, 'page at 3');
    expect(cache.get('nosy-be', 3)).toBe('page at 3');
    expect(cache.get('nosy-be', 4)).toBeUndefined();
    // A stale page is dropped, not kept for a revision that came back.
    expect(cache.get('nosy-be', 3)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('lets the least recently used page go first when full', () => {
    const cache = createSearchCache<string>(2);
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    expect(cache.get('a', 1)).toBe('A');
    cache.set('c', 1, 'C');
    expect([cache.get('a', 1), cache.get('b', 1), cache.get('c', 1)]).toEqual(['A', undefined, 'C']);
    expect(cache.size).toBe(2);
  });
});
