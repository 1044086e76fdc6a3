import { describe, expect, it } from 'vitest';
import { bestLocale, directionOf, isLocale, LOCALES } from './locales.js';

describe('bestLocale', () => {
  it('takes the first tag we speak: the same tag, then the same language elsewhere, else British English', () => {
    expect(bestLocale(['ja-JP', 'en'])).toBe('ja');
    expect(bestLocale(['PT-br'])).toBe('pt-BR');
    expect(bestLocale(['pt-PT'])).toBe('pt-BR');
    expect(bestLocale(['es-419'])).toBe('es');
    expect(bestLocale(['en-US', 'fr'])).toBe('en-GB');
    expect(bestLocale(['de', 'nl', 'fr-CA'])).toBe('fr');
    expect(bestLocale(['de', '*'])).toBe('en-GB');
    expect(bestLocale([])).toBe('en-GB');
  });

  it('knows its own languages only', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    expect(isLocale('en')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('directionOf', () => {
  it('writes Arabic, Hebrew, Persian and Urdu right to left, and every language we speak now left to right', () => {
    expect(['ar', 'ar-EG', 'he-IL', 'fa', 'UR'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(LOCALES.map(directionOf)).toEqual(LOCALES.map(() => 'ltr'));
  });
});
