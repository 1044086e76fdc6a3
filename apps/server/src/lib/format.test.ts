import { describe, expect, it } from 'vitest';
import { channelOf, formatViews, shownUsername } from './format.js';

describe('formatViews', () => {
  it.each([
    [0, '0 views'],
    [1, '1 view'],
    [2, '2 views'],
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

describe('shownUsername', () => {
  it("is the username, '[Deleted User]' once deleted, null without a profile", () => {
    expect(shownUsername('maker', null)).toBe('maker');
    expect(shownUsername('maker', Date.now())).toBe('[Deleted User]');
    expect(shownUsername('[Deleted User]', Date.now())).toBe('[Deleted User]');
    expect(shownUsername(null, null)).toBeNull();
    expect(channelOf(shownUsername('maker', Date.now()))).toBe('@[Deleted User]');
  });
});
