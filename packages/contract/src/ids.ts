import { z } from 'zod/mini';

// Digits only, no leading zero: `Number()` would also read '0x10', '1e1', ' 16', '16.0', '+16' and
// '016' as 16, so one resource would answer to many addresses. 15 digits stay below 2^53.
const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** A numeric id as it appears in a path or a query ('16'); anything else is no id at all. */
export const idStringSchema = z.pipe(z.string().check(z.regex(ID_PATTERN)), z.transform(Number));

/** The one id parser of every route: the number, or null when the text is not a plain id. */
export function parseId(text: unknown): number | null {
  return typeof text === 'string' && ID_PATTERN.test(text) ? Number(text) : null;
}
