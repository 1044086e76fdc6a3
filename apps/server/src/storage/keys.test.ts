import { describe, expect, it } from 'vitest';
import { contentTypeOf, isValidKey, slugify } from './keys.js';

describe('storage keys', () => {
  it('accepts the key shapes the app writes', () => {
    expect(isValidKey('0b8e/1767225600000-neon-koi.mp4')).toBe(true);
    expect(isValidKey('0b8e/thumbnails/1767225600000-neon-koi.jpg')).toBe(true);
  });
  it.each([
    '',
    '../x',
    'a/../../x',
    '/etc/passwd',
    'a//b',
    'a/./b',
    '.hidden',
    'a\\b',
    'a/b c',
    'a/..',
    `${'a'.repeat(600)}`,
  ])('refuses %j', (key) => expect(isValidKey(key)).toBe(false));
});

describe('slugify', () => {
  it('makes a safe slug from any title', () => {
    expect(slugify('Neon koi in an infinite pond!')).toBe('neon-koi-in-an-infinite-pond');
    expect(slugify('Café — crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('🚀🚀')).toBe('video');
    expect(slugify('a'.repeat(100)).length).toBe(60);
  });
});

describe('contentTypeOf', () => {
  it('maps media extensions', () => {
    expect(contentTypeOf('x/y.mp4')).toBe('video/mp4');
    expect(contentTypeOf('x/y.JPG')).toBe('image/jpeg');
    expect(contentTypeOf('x/y.bin')).toBe('application/octet-stream');
  });
});
