import { describe, expect, it } from 'vitest';
import { parseId } from './parse-id.js';
import { isSafeSocialHandle, toMultiLine, toOneLine } from './text.js';

describe('toOneLine / toMultiLine', () => {
  it('keeps one-line text on one line and drops other control characters', () => {
    expect(toOneLine('Hello\r\nBcc: x@y.z')).toBe('Hello Bcc: x@y.z');
    expect(toOneLine('a\rb\nc\u2028d\u0085e\tf\u0000g\u001bh\u007fi\u009fj')).toBe('a b c d e fghij');
    expect(toOneLine('Café ✨ 日本')).toBe('Café ✨ 日本');
  });

  it('keeps line breaks of multi-line text as \\n only', () => {
    expect(toMultiLine('one\r\ntwo\rthree\u2029four')).toBe('one\ntwo\nthree\nfour');
    expect(toMultiLine('a\u0000b\u0007c\td')).toBe('abc d');
  });

  it('drops noncharacters and lone surrogates, which XML does not allow, and keeps astral characters', () => {
    expect(toOneLine('a\uFFFEb\uFFFFc\uFDD0d\u{10FFFF}e\uD800f\uDFFFg')).toBe('abcdefg');
    expect(toMultiLine('one\uFFFF\ntwo\uD83D')).toBe('one\ntwo');
    expect(toOneLine('Koi 🐟 𝄞')).toBe('Koi 🐟 𝄞');
  });
});

describe('isSafeSocialHandle', () => {
  it.each(['@maker', 'maker', 'example.com/me', 'https://example.com', 'http://example.com:8080/x', ''])(
    'accepts %j',
    (h) => expect(isSafeSocialHandle(h)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'mailto:a@b.c',
    'https://',
    'http:/x',
  ])('refuses %j', (h) => expect(isSafeSocialHandle(h)).toBe(false));
});

describe('parseId', () => {
  it('reads plain digits only', () => {
    expect(parseId('16')).toBe(16);
    expect(parseId('999999999999999')).toBe(999_999_999_999_999);
    for (const bad of ['0x10', '1e1', ' 16', '16 ', '16.0', '+16', '-1', '016', '0', '', '1'.repeat(16), undefined, 16])
      expect(parseId(bad), String(bad)).toBeNull();
  });
});
