import {
  authOptionsSchema,
  MESSAGES,
  SIGN_IN_SECURITY_TEXTS,
  type AuthOptions,
  type ErrorBody,
  usernameSchema,
} from '@promptreel/contract';
import { AUTH_BASE_PATH, GOOGLE_PROVIDER_ID } from '../auth/create-auth.js';
import { errorCodeForStatus } from '../errors.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { route, routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput } from '../http/validate.js';
import { refusalFor } from '../http/refusal-language.js';

/**
 * Fastify request → Web Request, for the auth library's fetch-style handler. `url` replaces the
 * request's own (the normalised path the allow-list accepted).
 */
export function toWebRequest(request: FastifyRequest, publicUrl: string, body?: string, url?: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The client address as Fastify resolved it (trustProxy); the library rate-limits by it.
  headers.set('x-promptreel-client-ip', request.ip);
  const hasBody = body !== undefined && body !== '' && request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url ?? new URL(request.url, publicUrl), {
    method: request.method,
    headers,
    body: hasBody ? body : undefined,
  });
}

// The auth library's error codes, in the words the spec uses where it has some.
export const AUTH_MESSAGES: Record<string, string> = {
  PASSWORD_TOO_SHORT: 'Password must be at least 6 characters',
  INVALID_EMAIL: 'Enter a valid email',
  INVALID_CODE: SIGN_IN_SECURITY_TEXTS.invalidCode,
  INVALID_BACKUP_CODE: SIGN_IN_SECURITY_TEXTS.invalidBackupCode,
  INVALID_TWO_FACTOR_COOKIE: SIGN_IN_SECURITY_TEXTS.challengeExpired,
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: SIGN_IN_SECURITY_TEXTS.tooManyAttempts,
  ACCOUNT_TEMPORARILY_LOCKED: SIGN_IN_SECURITY_TEXTS.lockedOut,
  TOTP_ALREADY_ENABLED: SIGN_IN_SECURITY_TEXTS.alreadyOn,
  TOTP_NOT_ENABLED: SIGN_IN_SECURITY_TEXTS.notOn,
  TWO_FACTOR_NOT_ENABLED: SIGN_IN_SECURITY_TEXTS.notOn,
  // Adding a passkey wants a log-in from the last day.
  SESSION_NOT_FRESH: SIGN_IN_SECURITY_TEXTS.logInAgain,
};

/**
 * The auth library's own refusals that people read (log-in, sign-up, reset and change of password),
 * in its words: sent as they are, and translated by that English (http/refusal-language.ts). Not
 * 'Email not verified', which the log-in screen recognises to offer a new confirmation e-mail.
 */
export const AUTH_LIBRARY_TEXTS = [
  'Invalid email or password',
  'User already exists. Use another email.',
  'Invalid password',
  'Invalid token',
  'Token expired',
  'Password too long',
] as const;

/** An auth error body `{ code: 'SOME_CODE', message }` → our one error shape; any other → a generic one. */
function toErrorBody(status: number, text: string): ErrorBody {
  const fallback: ErrorBody = {
    code: errorCodeForStatus(status),
    message: status === 404 ? MESSAGES.notFound : MESSAGES.invalidRequest,
  };
  try {
    const body = JSON.parse(text) as { code?: string; message?: string };
    // Input validation failures name the field: '[body.email] Invalid email address'.
    const field = /^\[body\.(\w+)\]/.exec(body.message ?? '')?.[1];
    const message =
      (body.code && AUTH_MESSAGES[body.code]) ||
      (field === 'email' ? AUTH_MESSAGES.INVALID_EMAIL : undefined) ||
      body.message?.replace(/^\[body\.\w+\]\s*/, '');
    if (!message) return fallback;
    return { code: errorCodeForStatus(status), message };
  } catch {
    return fallback;
  }
}

// Session tokens, provider tokens, id tokens: the cookie is HttpOnly so that scripts never see them.
const isSecretKey = (key: string) => key === 'token' || key === 'tokens' || /(?:Token|_token)$/.test(key);

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !isSecretKey(key))
      .map(([key, v]) => [key, withoutSecrets(v)]),
  );
}

/** A JSON body with every token removed; other bodies unchanged. */
function stripSecrets(text: string, contentType: string | null): string {
  if (text === '' || !contentType?.includes('json')) return text;
  try {
    return JSON.stringify(withoutSecrets(JSON.parse(text)));
  } catch {
    return text;
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
  if (response.status >= 400) {
    const body: ErrorBody =
      response.status >= 500 ? { code: 'internal', message: MESSAGES.internal } : toErrorBody(response.status, text);
    await reply.header('content-type', 'application/json; charset=utf-8').send(refusalFor(reply.request, body));
    return;
  }
  const safe = stripSecrets(text, response.headers.get('content-type'));
  await reply.send(safe === '' ? undefined : safe);
}

/**
 * The auth endpoints the product uses (the web app, the e-mailed links, Google's callback), by
 * method. The library has many more (provider tokens, session lists, account linking, user
 * updates…); none of them is reachable.
 */
const ALLOWED_AUTH_ENDPOINTS: Record<string, readonly (string | RegExp)[]> = {
  POST: [
    '/sign-up/email',
    '/sign-in/email',
    '/sign-in/social',
    '/sign-out',
    '/send-verification-email',
    '/request-password-reset',
    '/reset-password',
    '/change-password',
    // Two-factor: turned on (then confirmed by a first code), off, new backup codes; the second
    // step of a log-in.
    '/two-factor/enable',
    '/two-factor/disable',
    '/two-factor/generate-backup-codes',
    '/two-factor/verify-totp',
    '/two-factor/verify-backup-code',
    '/passkey/generate-register-options',
    '/passkey/verify-registration',
    '/passkey/verify-authentication',
    '/passkey/delete-passkey',
    // A provider that answers with response_mode=form_post comes back by POST.
    `/callback/${GOOGLE_PROVIDER_ID}`,
  ],
  GET: [
    '/verify-email',
    '/passkey/generate-authenticate-options',
    '/passkey/list-user-passkeys',
    /^\/reset-password\/[A-Za-z0-9_-]+$/,
    `/callback/${GOOGLE_PROVIDER_ID}`,
    // Where the library sends the browser when an OAuth callback fails before it knows our page.
    '/error',
  ],
};

/**
 * The request's URL as the auth library will route it, when that is an allowed endpoint; else null.
 * The URL parser resolves `.`/`..` segments (also as `%2e`) and backslashes, as the library's does;
 * a path still holding a percent-escape afterwards is never one of ours. The library then gets
 * exactly the URL that was checked.
 */
export function allowedAuthUrl(method: string, rawUrl: string, publicUrl: string): URL | null {
  let parsed: URL;
  try {
    parsed = new URL(rawUrl, publicUrl);
  } catch {
    return null;
  }
  const { pathname, search } = parsed;
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`) || pathname.includes('%')) return null;
  const endpoint = pathname.slice(AUTH_BASE_PATH.length);
  const allowed = ALLOWED_AUTH_ENDPOINTS[method]?.some((p) =>
    typeof p === 'string' ? p === endpoint : p.test(endpoint),
  );
  return allowed ? new URL(`${AUTH_BASE_PATH}${endpoint}${search}`, publicUrl) : null;
}

/**
 * The `username` a sign-up's JSON body carries, or undefined when it names none (a body that is not
 * JSON is the library's to refuse).
 */
function chosenUsernameOf(body: string | undefined): unknown {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    return parsed !== null && typeof parsed === 'object' && 'username' in parsed ? parsed.username : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The allowed endpoints under /api/auth are the auth library's (sign-up, sign-in, sign-out,
 * verification, reset, password change, two-factor, passkeys, OAuth); everything else there is 404. Bodies reach it as
 * raw text, exactly as the browser sent them; answers come back in our error shape, without tokens.
 */
export function authRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'people', access: 'anyone' });
  api(
    'GET /api/auth-options',
    { summary: 'Which sign-in methods are offered', response: authOptionsSchema },
    async () => {
      const body: AuthOptions = { google: ctx.config.google !== undefined };
      return body;
    },
  );

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = allowedAuthUrl(request.method, request.url, ctx.config.publicUrl);
      if (!url) return reply.code(404).send(refusalFor(request, { code: 'not_found', message: MESSAGES.notFound }));
      const body = request.body as string | undefined;
      const handle = () => ctx.auth.handler(toWebRequest(request, ctx.config.publicUrl, body, url));
      // An e-mail sign-up: a username it chose is checked by the profile rules, then taken.
      const signUp = url.pathname === `${AUTH_BASE_PATH}/sign-up/email`;
      const username = signUp ? chosenUsernameOf(body) : undefined;
      const response = !signUp
        ? await handle()
        : await ctx.services.profiles.signUpAs(
            username === undefined ? null : parseInput(usernameSchema, username),
            handle,
          );
      await sendWebResponse(reply, response);
    };
    // The library's endpoints, listed in words: which of them are allowed is ALLOWED_AUTH_ENDPOINTS's.
    const library = { tag: 'accounts', access: 'anyone' } as const;
    route(
      scope,
      'POST /api/auth/*',
      {
        ...library,
        summary:
          'sign-up/email (with a username), sign-in/email, sign-in/social, sign-out, send-verification-email, request-password-reset, reset-password, change-password, two-factor/enable, two-factor/disable, two-factor/generate-backup-codes, two-factor/verify-totp, two-factor/verify-backup-code, passkey/generate-register-options, passkey/verify-registration, passkey/verify-authentication, passkey/delete-passkey, callback/google',
        response: {
          mediaType: 'application/json',
          description: "The auth library's answer; refusals in the error shape.",
        },
      },
      handler,
    );
    route(
      scope,
      'GET /api/auth/*',
      {
        ...library,
        summary:
          'verify-email, reset-password/{token}, passkey/generate-authenticate-options, passkey/list-user-passkeys, callback/google, error',
        response: { mediaType: 'text/html', description: 'A redirect to the page the link leads to.' },
      },
      handler,
    );
  });
}
