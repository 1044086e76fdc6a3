import { DEFAULT_LOCALE, type Locale } from '@promptreel/contract';

/** Finds the language an account chose (null when never chosen, or no account). */
export type LocaleLookup = (id: string) => Promise<Locale | null | undefined>;

/**
 * The language of a mail: the recipient's chosen one, else (for mail that answers a request) that
 * request's, else British English.
 */
export const mailLocale = (chosen: Locale | null | undefined, requested?: Locale): Locale =>
  chosen ?? requested ?? DEFAULT_LOCALE;

/** The chosen language of one recipient, British English when none is known or the look-up fails. */
export async function recipientLocale(lookup: LocaleLookup | undefined, id: string): Promise<Locale> {
  return mailLocale(lookup ? await lookup(id).catch(() => null) : null);
}
