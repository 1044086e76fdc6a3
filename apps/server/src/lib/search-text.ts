/**
 * The form titles are searched in: lower-case, accents removed, punctuation as spaces.
 * Queries pass through the same function, so 'Café' finds 'cafe' and 'CAFE' alike.
 */
export function searchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Distinct words of a query, longest first (the most selective first for the index). */
export function searchWords(query: string): string[] {
  return [...new Set(searchText(query).split(' ').filter(Boolean))].sort((a, b) => b.length - a.length).slice(0, 8);
}
