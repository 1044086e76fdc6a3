/**
 * Opaque keyset cursors: the sort key of the last row of a page, base64url JSON.
 * `shape` says what each value must be ('n' a safe integer, 's' a string); a cursor of another
 * shape is treated as "no cursor" by callers.
 */
type Shape = ('n' | 's')[];

export function encodeCursor(values: (number | string)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, shape: Shape | number): (number | string)[] | null {
  if (!cursor) return null;
  const expected: Shape = typeof shape === 'number' ? Array(shape).fill('n') : shape;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(values) &&
      values.length === expected.length &&
      values.every((v, i) => (expected[i] === 'n' ? Number.isSafeInteger(v) : typeof v === 'string' && v.length <= 200))
    ) {
      return values as (number | string)[];
    }
  } catch {
    // fall through
  }
  return null;
}

type KeyValue = number | string;

/** A keyset order's sort key: how to read it off a row, and what each of its values must be. */
export interface SortKey<Row, Key extends KeyValue[]> {
  shape: Shape;
  of(row: Row): Key;
}

export const sortKey = <Row, Key extends KeyValue[]>(shape: Shape, of: (row: Row) => Key): SortKey<Row, Key> => ({
  shape,
  of,
});

export type KeyOf<K> = K extends SortKey<any, infer Key> ? Key : never;

/** The key a cursor carries, or null when there is none or it is not a key of this order. */
export const afterCursor = <K extends SortKey<never, KeyValue[]>>(cursor: string | undefined, key: K) =>
  decodeCursor(cursor, key.shape) as KeyOf<K> | null;

/**
 * A page out of the `limit + 1` rows a repository read: the extra row is not shown, it only says
 * that another page follows, whose cursor is the key of the page's last row.
 */
export function pageOf<Row>(
  rows: Row[],
  limit: number,
  keyOf: (row: Row) => KeyValue[],
): { items: Row[]; nextCursor: string | null } {
  const items = rows.length > limit ? rows.slice(0, limit) : rows;
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
