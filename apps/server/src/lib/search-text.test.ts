import { describe, expect, it } from 'vitest';
import { searchText, searchWords } from './search-text.js';

describe('search text', () => {
  it('folds case, accents and punctuation', () => {
    expect(searchText('Café — Crème Brûlée!')).toBe('cafe creme brulee');
    expect(searchText('Neon_koi: in-an/infinite pond')).toBe('neon koi in an infinite pond');
  });
  it('splits a query into distinct words, longest first', () => {
    expect(searchWords('  Pond   neon pond ')).toEqual(['pond', 'neon']);
    expect(searchWords('!!!')).toEqual([]);
  });
});
