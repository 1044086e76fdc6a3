/**
 * Opaque keyset cursors: the sort key of the last row of a page, base64url JSON.
 * A cursor that does not decode to the expected shape is treated as "no cursor" by callers.
 */
export function encodeCursor(values: number[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, length: number): number[] | null {
  if (!cursor) return null;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(values) && values.length === length && values.every((v) => Number.isSafeInteger(v))) {
      return values as number[];
    }
  } catch {
    // fall through
  }
  return null;
}
