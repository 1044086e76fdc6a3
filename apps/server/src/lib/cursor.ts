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

export const decodeNumbers = (cursor: string | undefined, length: number) =>
  decodeCursor(cursor, length) as number[] | null;
