import { describe, expect, it } from 'vitest';
import { formatViews } from './format-views';

describe('formatViews', () => {
  it('writes views as the spec does', () => {
    expect(formatViews(0)).toBe('0 views');
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(2)).toBe('2 views');
    expect(formatViews(999)).toBe('999 views');
    expect(formatViews(1000)).toBe('1.0k views');
    expect(formatViews(1550)).toBe('1.5k views');
    expect(formatViews(999_999)).toBe('999.9k views');
    expect(formatViews(1_000_000)).toBe('1.0M views');
    expect(formatViews(2_340_000)).toBe('2.3M views');
  });
});
