import { describe, expect, it } from 'vitest';
import { channelOf, formatViews } from './format.js';

describe('formatViews', () => {
  it.each([
    [0, '0 views'],
    [999, '999 views'],
    [1000, '1.0k views'],
    [1049, '1.0k views'],
    [1550, '1.5k views'],
    [999_999, '999.9k views'],
    [1_000_000, '1.0M views'],
    [12_345_678, '12.3M views'],
  ])('%i → %s', (n, text) => expect(formatViews(n)).toBe(text));
});

describe('channelOf', () => {
  it('prefixes the username or falls back to @unknown', () => {
    expect(channelOf('maker')).toBe('@maker');
    expect(channelOf(null)).toBe('@unknown');
    expect(channelOf('')).toBe('@unknown');
  });
});
