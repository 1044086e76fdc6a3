import { DEFAULT_LOCALE, type ErrorBody, type Locale } from '@promptreel/contract';
import type { FastifyRequest } from 'fastify';
import type { AppError, FilledText } from '../errors.js';
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
  /** {until}: the day the suspension that ended this browser's session ends (told once, on /api/me). */
  'refusal.signedOutSuspended',
  /** {scope}: the kind of e-mail (EMAIL_KINDS) an e-mailed link turned off, or 'all'. */
  'refusal.unsubscribed',
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

/** One English text of ours in `locale`: worded from its values where it was made with some. */
export function wordedIn(locale: Locale, english: string, wording: Wording = {}): string {
  if (locale === DEFAULT_LOCALE) return english;
  const { filled } = wording;
  if (filled && filled.key in refusalsOf(locale)) return textIn(locale, filled.key, valuesIn(locale, filled.values));
  return wording.reworded?.(locale, english) ?? textOf(locale, english);
}

/**
 * An error body in `locale`: its message and every issue's, looked up by their exact English, or
 * worded by the error itself (`Wording`). British English, and any text no table has, leave as they are.
 */
export function refusalIn(locale: Locale, body: ErrorBody, wording: Wording = {}): ErrorBody {
  if (locale === DEFAULT_LOCALE) return body;
  const message = wordedIn(locale, body.message, wording);
  if (!body.issues) return { ...body, message };
  // A field's issue is the plain text: the values belong to the message as a whole.
  const reworded = { reworded: wording.reworded };
  const issues = body.issues.map((issue) => ({ ...issue, message: wordedIn(locale, issue.message, reworded) }));
  return { ...body, message, issues };
}

/** An error body in the language of the request it answers (requestLocale). */
export const refusalFor = (request: Pick<FastifyRequest, 'headers'>, body: ErrorBody, wording?: Wording) =>
  refusalIn(requestLocale(request), body, wording);

/** One English text of ours (a notice, a 2xx answer's message) in the language of the request it answers. */
export const textFor = (request: Pick<FastifyRequest, 'headers'>, english: string, filled?: FilledText) =>
  wordedIn(requestLocale(request), english, { filled });

/** A 2xx answer whose `message` is one of our texts (a flag sent, an appeal decided), in the request's language. */
export const answerFor = <A extends { message: string }>(
  request: Pick<FastifyRequest, 'headers'>,
  answer: A,
  filled?: FilledText,
): A => ({ ...answer, message: textFor(request, answer.message, filled) });
