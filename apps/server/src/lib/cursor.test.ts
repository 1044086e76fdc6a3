import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './cursor.js';

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
