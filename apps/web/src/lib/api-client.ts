import { ERROR_CODES, MESSAGES, type ErrorBody, type ErrorCode, type FieldIssue } from '@promptreel/contract';
import { env } from '../config/env';
import { ApiError, INVALID_RESPONSE_MESSAGE } from './api-error';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON; a FormData body as multipart (the browser sets its boundary); a Blob as raw bytes. */
  body?: unknown;
  signal?: AbortSignal;
  /** Let the request outlive the page (a report sent as it hides); small bodies only. */
  keepalive?: boolean;
}

const NETWORK_MESSAGE = 'Could not reach Promptreel. Check your connection and try again.';

/** Builds '/api/videos?tab=hot' from a path and a query, leaving out empty values. */
export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

/**
 * fetch → check status → read the JSON body as the contract's type for this path, e.g.
 * `apiRequest<FeedResponse>('/api/videos')`. The body is not parsed with the contract's schema: the
 * browser checks what people type, not what our own server answers (the API tests parse every answer
 * with the response schemas), so reading an answer never needs zod.
 * Any failure becomes an ApiError carrying the server's code, message and field issues.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readJson(response)) as T;
}

/** For calls whose answer has no body we need (e.g. sign-out). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', query, body, signal, keepalive } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  const isBlob = typeof Blob !== 'undefined' && body instanceof Blob;
  if (isBlob) headers['Content-Type'] = 'application/octet-stream';
  else if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm || isBlob ? (body as BodyInit) : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
      keepalive,
    });
  } catch (error) {
    // An abort is TanStack Query cancelling: let it through untouched.
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }

  if (!response.ok) throw await toApiError(response);
  return response;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new ApiError(response.status, 'invalid_response', INVALID_RESPONSE_MESSAGE);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = readErrorBody(body);
  if (parsed) {
    const { code, message, issues } = parsed;
    return new ApiError(response.status, code, message, issues ?? []);
  }
  // A proxy or gateway answered instead of the API: fall back to the API's own wording.
  if (response.status === 404) return new ApiError(404, 'not_found', MESSAGES.notFound);
  if (response.status >= 500) return new ApiError(response.status, 'internal', MESSAGES.internal);
  return new ApiError(response.status, 'bad_request', MESSAGES.invalidRequest);
}

const ERROR_CODE_SET: ReadonlySet<string> = new Set(ERROR_CODES);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The API's error body, or null when the answer is anything else (a proxy's page). Accepts and
 * returns exactly what the contract's `errorBodySchema` would (unknown keys left out; a unit test
 * holds the two together), checked by hand so that reading a failure never needs zod either.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (!isRecord(body)) return null;
  const { code, message, issues } = body;
  if (typeof code !== 'string' || !ERROR_CODE_SET.has(code) || typeof message !== 'string') return null;
  if (issues === undefined) return { code: code as ErrorCode, message };
  if (!Array.isArray(issues)) return null;
  const fieldIssues: FieldIssue[] = [];
  for (const issue of issues as unknown[]) {
    if (!isRecord(issue) || typeof issue.field !== 'string' || typeof issue.message !== 'string') return null;
    fieldIssues.push({ field: issue.field, message: issue.message });
  }
  return { code: code as ErrorCode, message, issues: fieldIssues };
}
