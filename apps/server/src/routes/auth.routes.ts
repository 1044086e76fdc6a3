import type { AuthOptions, ErrorBody } from '@promptreel/contract';
import { errorCodeForStatus } from '../errors.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RouteContext } from './context.js';

/** Fastify request → Web Request, for the auth library's fetch-style handler. */
export function toWebRequest(request: FastifyRequest, publicUrl: string, body?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address as Fastify resolved it (trustProxy); the library rate-limits by it.
  headers.set('x-promptreel-client-ip', request.ip);
  const hasBody = body !== undefined && body !== '' && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? body : undefined,
  });
}

// The auth library's error codes, in the words the spec uses where it has some.
const AUTH_MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters',
  INVALID_EMAIL: 'Enter a valid email',
};

/** An auth error body `{ code: 'SOME_CODE', message }` → our one error shape. */
function toErrorBody(status: number, text: string): ErrorBody | null {
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    // Input validation failures name the field: '[body.email] Invalid email address'.
    const field = /^\[body\.(\w+)\]/.exec(body.message ?? '')?.[1];
    const message =
      (body.code && AUTH_MESSAGES[body.code]) ||
      (field === 'email' ? AUTH_MESSAGES.INVALID_EMAIL : undefined) ||
      body.message?.replace(/^\[body\.\w+\]\s*/, '');
    if (!message) return null;
    return { code: errorCodeForStatus(status), message };
  } catch {
    return null;
  }
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  reply.header('cache-control', 'no-store');
  const text = await response.text();
  const errorBody = response.status >= 400 && response.status < 500 ? toErrorBody(response.status, text) : null;
  if (errorBody) {
    await reply.header('content-type', 'application/json; charset=utf-8').send(errorBody);
    return;
  }
  await reply.send(text === '' ? undefined : text);
}

// Endpoints that would hand a provider's access or refresh tokens to the browser: never needed here.
const BLOCKED_AUTH_PATHS = new Set(['/api/auth/refresh-token', '/api/auth/get-access-token', '/api/auth/account-info']);

/**
 * Everything under /api/auth is the auth library's (sign-up, sign-in, sign-out, verification,
 * reset, password change, OAuth). Bodies reach it as raw text, exactly as the browser sent them.
 */
export function authRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/auth-options', async () => {
    const body: AuthOptions = { google: ctx.config.google !== undefined };
    return body;
  });

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        if (BLOCKED_AUTH_PATHS.has(request.url.split('?')[0]!)) {
          return reply.code(404).send({ code: 'not_found', message: 'Not found' });
        }
        const response = await ctx.auth.handler(
          toWebRequest(request, ctx.config.publicUrl, request.body as string | undefined),
        );
        await sendWebResponse(reply, response);
      },
    });
  });
}
