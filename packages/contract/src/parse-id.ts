// Free of zod, like every module the first load of a page imports: one zod import here would bring
// zod's code into that load (the web app's entry chunk holds every module it reaches).

// Digits only, no leading zero: `Number()` would also read '0x10', '1e1', ' 16', '16.0', '+16' and
// '016' as 16, so one resource would answer to many addresses. 15 digits stay below 2^53.
export const ID_PATTERN = /^[1-9]\d{0,14}$/;

/** The one id parser of every route: the number, or null when the text is not a plain id. */
export function parseId(text: unknown): number | null {
  return typeof text === 'string' && ID_PATTERN.test(text) ? Number(text) : null;
}
