import { describe, expect, it } from 'vitest';
import { afterCursor, decodeCursor, encodeCursor, pageOf, sortKey } from './cursor.js';

describe('feed cursors', () => {
  it('round-trips the sort key', () => {
    expect(decodeCursor(encodeCursor([1767225600000, 42]), 2)).toEqual([1767225600000, 42]);
  });
  it('carries string keys where the shape says so', () => {
    expect(decodeCursor(encodeCursor([5, 'abc']), ['n', 's'])).toEqual([5, 'abc']);
    expect(decodeCursor(encodeCursor([5, 6]), ['n', 's'])).toBeNull();
  });

  it('rejects cursors of the wrong shape instead of throwing', () => {
    expect(decodeCursor(undefined, 2)).toBeNull();
    expect(decodeCursor('garbage', 2)).toBeNull();
    expect(decodeCursor(encodeCursor([1, 2, 3]), 2)).toBeNull();
    expect(decodeCursor(Buffer.from('["a",1]').toString('base64url'), 2)).toBeNull();
    expect(decodeCursor(Buffer.from('[1.5,1]').toString('base64url'), 2)).toBeNull();
  });
});

describe('keyset pages', () => {
  const key = sortKey(['n', 's'], (r: { at: number; id: string }): [number, string] => [r.at, r.id]);
  const rows = [
    { at: 3, id: 'c' },
    { at: 2, id: 'b' },
    { at: 1, id: 'a' },
  ];

  it('shows limit rows and points the next page after the last one shown', () => {
    const page = pageOf(rows, 2, key.of);
    expect(page.items).toEqual(rows.slice(0, 2));
    expect(afterCursor(page.nextCursor ?? undefined, key)).toEqual([2, 'b']);
  });

  it('has no next page when the read found no extra row', () => {
    expect(pageOf(rows, 3, key.of)).toEqual({ items: rows, nextCursor: null });
    expect(pageOf([], 3, key.of)).toEqual({ items: [], nextCursor: null });
  });

  it("reads no key from a cursor of another order's shape", () => {
    expect(afterCursor(encodeCursor([2, 3]), key)).toBeNull();
  });
});
