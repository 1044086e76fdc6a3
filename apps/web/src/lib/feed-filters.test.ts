import { describe, expect, it } from 'vitest';
import { parseFeedFilters } from './feed-filters';

describe('parseFeedFilters', () => {
  it('reads the same filters from a URL and from a stored record', () => {
    const expected = { platform: 'sora', category: 'sci-fi', orientation: 'portrait' };
    expect(parseFeedFilters(new URLSearchParams('platform=sora&category=+sci-fi+&orientation=portrait'))).toEqual(
      expected,
    );
    expect(parseFeedFilters({ platform: 'sora', category: ' sci-fi ', orientation: 'portrait' })).toEqual(expected);
  });

  it('leaves out empty, over-long and malformed values', () => {
    const long = 'x'.repeat(65);
    expect(parseFeedFilters(new URLSearchParams(`platform=${long}&category=%20&orientation=tall`))).toEqual({});
    expect(parseFeedFilters({ platform: 3, category: long, orientation: null })).toEqual({});
    expect(parseFeedFilters('platform=sora')).toEqual({});
    expect(parseFeedFilters(null)).toEqual({});
  });
});
