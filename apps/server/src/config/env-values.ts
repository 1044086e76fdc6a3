import { z } from 'zod';

/** Parsers of single environment values shared by the schema: an empty variable counts as unset. */

export const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
export const optionalUrl = (schemes: string[], hint: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return schemes.includes(new URL(v).protocol.replace(':', ''));
        } catch {
          return false;
        }
      }, hint)
      .optional(),
  );

const PORT_HINT = 'must be a port number (0 to 65535)';
export const portNumber = () =>
  z.coerce.number({ error: PORT_HINT }).int(PORT_HINT).min(0, PORT_HINT).max(65535, PORT_HINT);
export const wholeNumber = () => z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number');

/** At most `max` writes of one kind by one user in any `windowMs`. */
export interface WriteLimit {
  max: number;
  windowMs: number;
}

const RATE_LIMIT_HINT = 'must be a count per window such as 20/10m (s, m or h; at most 24h), or 0 for no limit';
const WINDOW_UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
const MAX_WINDOW_MS = 24 * 3_600_000;
/** '20/10m' → 20 writes in any 10 minutes; '0' → no limit. */
export const rateLimit = (fallback: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default(fallback)
      .transform((value, ctx): WriteLimit | null => {
        const m = /^(\d{1,6})\s*\/\s*(\d{1,6})\s*([smh])$/.exec(value.trim());
        if (value.trim() === '0' || (m && Number(m[1]) === 0)) return null;
        const windowMs = m ? Number(m[2]) * WINDOW_UNIT_MS[m[3] as keyof typeof WINDOW_UNIT_MS] : 0;
        if (!m || windowMs < 1000 || windowMs > MAX_WINDOW_MS) {
          ctx.addIssue({ code: 'custom', message: RATE_LIMIT_HINT });
          return z.NEVER;
        }
        return { max: Number(m[1]), windowMs };
      }),
  );
