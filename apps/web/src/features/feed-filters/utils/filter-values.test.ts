import { describe, expect, it } from 'vitest';
import {
  FEED_FILTERS_STORAGE_KEY,
  countFilters,
  filterLabels,
  readStoredFilters,
  resolveFilters,
  writeStoredFilters,
} from './filter-values';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const catalogues = {
  platforms: [{ id: 1, label: 'Sora', slug: 'sora' }],
  categories: [{ id: 5, label: 'Sci-Fi', slug: 'sci-fi', emoji: '🚀' }],
};

describe('stored filters', () => {
  it('round-trips and forgets empty filters', () => {
    const storage = memoryStorage();
    writeStoredFilters({ platform: 'sora', orientation: 'square' }, storage);
    expect(readStoredFilters(storage)).toEqual({ platform: 'sora', orientation: 'square' });
    writeStoredFilters({}, storage);
    expect(storage.data.has(FEED_FILTERS_STORAGE_KEY)).toBe(false);
  });

  it('ignores junk', () => {
    expect(readStoredFilters(memoryStorage({ [FEED_FILTERS_STORAGE_KEY]: '{nope' }))).toEqual({});
    const junk = JSON.stringify({ platform: 3, category: ' sci-fi ', orientation: 'tall' });
    expect(readStoredFilters(memoryStorage({ [FEED_FILTERS_STORAGE_KEY]: junk }))).toEqual({ category: 'sci-fi' });
    expect(readStoredFilters(null)).toEqual({});
  });
});

describe('resolveFilters', () => {
  it('prefers the URL when it names a filter', () => {
    expect(resolveFilters({ url: { platform: 'sora' }, urlHasFilters: true, stored: { category: 'sci-fi' } })).toEqual({
      platform: 'sora',
    });
  });

  it('restores the stored filters when the URL has none', () => {
    expect(resolveFilters({ url: {}, urlHasFilters: false, stored: { category: 'sci-fi' } })).toEqual({
      category: 'sci-fi',
    });
  });

  it('falls back to All for an unknown category or platform once the catalogues are known', () => {
    expect(
      resolveFilters({
        url: { category: 'nope', platform: 'sora', orientation: 'portrait' },
        urlHasFilters: true,
        stored: {},
        catalogues,
      }),
    ).toEqual({ platform: 'sora', orientation: 'portrait' });
    expect(resolveFilters({ url: {}, urlHasFilters: false, stored: { platform: 'gone' }, catalogues })).toEqual({});
  });

  it('counts active filters', () => {
    expect(countFilters({})).toBe(0);
    expect(countFilters({ platform: 'sora', orientation: 'square' })).toBe(2);
  });
});

describe('filter labels', () => {
  it('names every filter in force, in the panel order', () => {
    expect(filterLabels({ orientation: 'square', platform: 'sora' }, catalogues)).toEqual(['Sora', 'Square']);
    expect(filterLabels({ orientation: 'portrait', category: 'sci-fi', platform: 'sora' }, catalogues)).toEqual([
      'Sora',
      'Sci-Fi',
      'Portrait',
    ]);
    expect(filterLabels({}, catalogues)).toEqual([]);
  });

  it('shows a slug as it is until the catalogues know it, unless the web names it already', () => {
    expect(filterLabels({ platform: 'sora', category: 'sci-fi' })).toEqual(['sora', 'Sci-Fi']);
    expect(filterLabels({ platform: 'other', category: 'vaporwave' })).toEqual(['Other', 'vaporwave']);
  });
});
