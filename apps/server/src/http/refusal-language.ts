import { DEFAULT_LOCALE, type ErrorBody, type Locale } from '@promptreel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../errors.js';
import { SERVER_CATALOGUES } from '../lib/server-catalogues.js';
import { textIn } from '../lib/texts.js';
import { requestLocale } from './request-locale.js';

/**
 * The refusals made per request with values of their own (a count, a date, a name): their English
 * comes from the contract's functions; other languages word them from these keys of their
 * refusals.json (ICU, placeholders as below).
 */
export const FILLED_REFUSAL_KEYS = [
  /** {count}: flags sent today. */
  'refusal.dailyFlagLimit',
  /** {until}: the day the suspension ends. */
  'refusal.suspended',
  /** {username}: the person blocked. */
  'refusal.unblockToFollow',
  /**
   * {write}: comments, claps, follows or captions; {max}: the limit; {windowCount} {windowUnit} and
   * {retryCount} {retryUnit}: the window and the wait, each a count of second, minute or hour.
   */
  'refusal.rateLimit',
  /** {line} and {fault}: where the captions file stops being WebVTT, and why (the parser's English). */
  'refusal.notWebVtt',
] as const;
export type FilledRefusalKey = (typeof FILLED_REFUSAL_KEYS)[number];

/** A language's refusals: the contract's exact English text (or a FILLED_REFUSAL_KEYS key) → its words. */
const refusalsOf = (locale: Locale): Record<string, string> => SERVER_CATALOGUES[locale].refusals ?? {};

/** One English text in `locale`: its translation, or the text itself where there is none. */
const textOf = (locale: Locale, english: string): string => refusalsOf(locale)[english] ?? english;

/** A filled text's values in `locale`: dates as that language writes a day. */
const valuesIn = (locale: Locale, values: NonNullable<AppError['filled']>['values']) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date
        ? value.toLocaleDateString(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
        : value,
    ]),
  );

/** What an error knows of its texts beyond their English: made with values, or a library's own. */
type Wording = Pick<AppError, 'filled' | 'reworded'>;

/**
 * An error body in `locale`: its message and every issue's, looked up by their exact English, or
 * worded by the error itself (`Wording`). British English, and any text no table has, leave as they are.
 */
export function refusalIn(locale: Locale, body: ErrorBody, wording: Wording = {}): ErrorBody {
  if (locale === DEFAULT_LOCALE) return body;
  const say = (english: string) => wording.reworded?.(locale, english) ?? textOf(locale, english);
  const { filled } = wording;
  const message =
    filled && filled.key in refusalsOf(locale)
      ? textIn(locale, filled.key, valuesIn(locale, filled.values))
      : say(body.message);
  if (!body.issues) return { ...body, message };
  return { ...body, message, issues: body.issues.map((issue) => ({ ...issue, message: say(issue.message) })) };
}

/** An error body in the language of the request it answers (requestLocale). */
export const refusalFor = (request: Pick<FastifyRequest, 'headers'>, body: ErrorBody, wording?: Wording) =>
  refusalIn(requestLocale(request), body, wording);
