import {
  durationParts,
  type ErrorBody,
  type ErrorCode,
  type FieldIssue,
  type Locale,
  type RateLimitedWrite,
  rateLimitText,
} from '@promptreel/contract';
import type { FilledRefusalKey } from './http/refusal-language.js';

/**
 * A message made per request (a count, a date, a name), as other languages word it: its key in their
 * refusals.json (http/refusal-language.ts) and the values its placeholders take.
 */
export interface FilledText {
  key: FilledRefusalKey;
  values: Record<string, string | number | Date>;
}

/**
 * Domain errors. Services throw these; only this file knows the HTTP status of each.
 * The message is shown to users as it is, so it carries the spec's wording.
 */
export class AppError extends Error {
  /** Seconds until a refused request may be made again: sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Set when the message was made with values: other languages word it from these. */
  filled?: FilledText;
  /** Set when texts are a library's own (zod's defaults): one in `locale`, or none to look it up. */
  reworded?: (locale: Locale, english: string) => string | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return this.issues
      ? { code: this.code, message: this.message, issues: this.issues }
      : { code: this.code, message: this.message };
  }
}

export const NotFound = (message: string) => new AppError('not_found', message);
export const Forbidden = (message: string) => new AppError('forbidden', message);
export const Unauthenticated = (message: string) => new AppError('unauthenticated', message);
export const Conflict = (message: string) => new AppError('conflict', message);
export const Invalid = (message: string, issues?: FieldIssue[]) => new AppError('bad_request', message, issues);
export const TooMany = (message: string, retryAfterSeconds?: number) =>
  Object.assign(new AppError('too_many_requests', message), { retryAfterSeconds });
export const TooLarge = (message: string) => new AppError('payload_too_large', message);
/** `error`, its message made with `values`: other languages word it from `key` (FilledText). */
export const withValues = <E extends AppError>(error: E, key: FilledRefusalKey, values: FilledText['values']): E =>
  Object.assign(error, { filled: { key, values } });
/** A write over its limit (rateLimitText), to be tried again in `retryInMs`. */
export function WriteLimited(write: RateLimitedWrite, max: number, windowMs: number, retryInMs: number) {
  const window = durationParts(windowMs);
  const retry = durationParts(retryInMs);
  return withValues(
    TooMany(rateLimitText(write, max, windowMs, retryInMs), Math.ceil(retryInMs / 1000)),
    'refusal.rateLimit',
    {
      write,
      max,
      windowCount: window.count,
      windowUnit: window.unit,
      retryCount: retry.count,
      retryUnit: retry.unit,
    },
  );
}
/** A failure of ours with a message worth showing; `cause` is logged, never sent. */
export const Internal = (message: string, cause?: unknown) =>
  Object.assign(new AppError('internal', message), { cause });

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  precondition_failed: 412,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  internal: 500,
};

export const httpStatusOf = (code: ErrorCode): number => STATUS[code];

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  (Object.entries(STATUS) as [ErrorCode, number][]).map(([code, status]) => [status, code]),
);

/**
 * Our error code for any HTTP status a library answers with (the auth library, tus, Fastify's own
 * parsers): a 4xx without a code of its own is a bad request, never 'internal'.
 */
export function errorCodeForStatus(status: number): ErrorCode {
  const known = CODE_OF_STATUS.get(status);
  if (known) return known;
  return status >= 400 && status < 500 ? 'bad_request' : 'internal';
}
