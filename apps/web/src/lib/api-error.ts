import type { ErrorCode, FieldIssue } from '@promptreel/contract';

/** What a screen shows when an answer cannot be read (not JSON, or not a usable address). */
export const INVALID_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

/** Codes of the server's error body, plus the two failures that never reach the server's handler. */
export type ApiErrorCode = ErrorCode | 'network' | 'invalid_response';

/** Every failed request surfaces as this, whatever went wrong: one shape for screens to read. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the request never got an answer. */
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }

  get isNotFound(): boolean {
    return this.code === 'not_found' || this.status === 404;
  }

  get isUnauthenticated(): boolean {
    return this.code === 'unauthenticated' || this.status === 401;
  }

  /** 4xx answers will not change on a retry; network and server failures might. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
