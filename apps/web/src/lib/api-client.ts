import { MESSAGES, errorBodySchema } from '@promptreel/contract';
import type { z } from 'zod/mini';
import { env } from '../config/env';
import { ApiError } from './api-error';

type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** Sent as JSON; a FormData body as multipart (the browser sets its boundary); a Blob as raw bytes. */
  body?: unknown;
  signal?: AbortSignal;
}

const NETWORK_MESSAGE = 'Could not reach Promptreel. Check your connection and try again.';
const INVALID_MESSAGE = 'The server sent an unexpected response.';

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
 * fetch → check status → parse the body with the contract's zod schema.
 * Any failure becomes an ApiError carrying the server's code, message and field issues.
 */
export async function apiRequest<S extends z.ZodMiniType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const response = await send(path, options);
  const data = await readJson(response);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', INVALID_MESSAGE);
  }
  return parsed.data;
}

/** For calls whose answer has no body we need (e.g. sign-out). */
export async function apiSend(path: string, options: RequestOptions = {}): Promise<void> {
  await send(path, options);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', query, body, signal } = options;
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
    throw new ApiError(response.status, 'invalid_response', INVALID_MESSAGE);
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorBodySchema.safeParse(body);
  if (parsed.success) {
    const { code, message, issues } = parsed.data;
    return new ApiError(response.status, code, message, issues ?? []);
  }
  // A proxy or gateway answered instead of the API: fall back to the API's own wording.
  if (response.status === 404) return new ApiError(404, 'not_found', MESSAGES.notFound);
  if (response.status >= 500) return new ApiError(response.status, 'internal', MESSAGES.internal);
  return new ApiError(response.status, 'bad_request', MESSAGES.invalidRequest);
}
