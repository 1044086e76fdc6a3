import { describe, expect, it } from 'vitest';
import { parseSearchParams } from './search-params';

describe('parseSearchParams', () => {
  it('reads q, platform and orientation', () => {
    expect(parseSearchParams(new URLSearchParams('q=%20koi%20&platform=sora&orientation=portrait'))).toEqual({
      q: 'koi',
      platform: 'sora',
      orientation: 'portrait',
      isSearchable: true,
    });
  });

  it('needs at least 2 characters', () => {
    expect(parseSearchParams(new URLSearchParams('q=k')).isSearchable).toBe(false);
    expect(parseSearchParams(new URLSearchParams('q=%20%20')).isSearchable).toBe(false);
    expect(parseSearchParams(new URLSearchParams('')).isSearchable).toBe(false);
    expect(parseSearchParams(new URLSearchParams('q=ko')).isSearchable).toBe(true);
  });

  it('ignores an unknown orientation', () => {
    expect(parseSearchParams(new URLSearchParams('q=koi&orientation=diagonal')).orientation).toBeNull();
  });
});
