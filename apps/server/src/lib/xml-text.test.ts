import { describe, expect, it } from 'vitest';
import { xmlSafe } from './xml-text.js';

describe('xmlSafe', () => {
  it('drops what XML 1.0 does not allow and keeps the rest', () => {
    expect(xmlSafe('a\uFFFEb\uFFFFc\u0000d\u001Fe\uD800f')).toBe('abcdef');
    expect(xmlSafe('tab\tline\ncr\r é 日本 🐟 \uE000 \uFFFD')).toBe('tab\tline\ncr\r é 日本 🐟 \uE000 \uFFFD');
  });
});
