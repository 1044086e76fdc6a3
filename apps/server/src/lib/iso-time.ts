/** A stored millisecond time as the API's ISO 8601 text; null stays null (not yet, or never). */
export const isoOrNull = (ms: number | null | undefined): string | null =>
  ms == null ? null : new Date(ms).toISOString();
