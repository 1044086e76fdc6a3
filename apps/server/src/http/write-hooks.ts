import { REFUSAL_MESSAGES } from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Forbidden } from '../errors.js';
import { keepPersonalAnswersPrivate } from './private-answers.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests that can start a session but never end one; every other write forgets checked sessions. */
const STARTS_SESSIONS_ONLY = new Set(
  ['/sign-in/email', '/sign-up/email', '/sign-in/social', '/send-verification-email', '/request-password-reset'].map(
    (p) => `/api/auth${p}`,
  ),
);

/**
 * Writes that change nothing anyone reads nor any session: playback samples only feed the metrics,
 * and a beacon from every player would otherwise empty every instance's kept answers. Watching and
 * steering change the reader's own For You alone: they move only the feeds version, which kept
 * ranking stamps are fresh by (services/for-you.service.ts).
 */
const CHANGES_NO_READS = new Map<string, 'nothing' | 'own feed'>([
  ['/api/playback-samples', 'nothing'],
  // What watching adds to the rising order shows at the next write.
  ['/api/videos/:id/watched', 'own feed'],
  ['/api/me/feed/hides', 'own feed'],
  ['/api/me/feed/hides/:kind/:target', 'own feed'],
  ['/api/me/feed', 'own feed'],
]);

// These hooks call back rather than return a promise: every read passes through them, and a promise
// costs each a turn of the microtask queue (the video page answered 6 % more requests a second with
// callbacks, the two builds alternated).

/**
 * CSRF: a state-changing API request must come from one of our own pages. Browsers send Origin
 * with every such fetch; the auth library applies the same rule to /api/auth itself. Returns the
 * check, which the request hook of auth/viewer.ts runs first (one hook for both: each hook costs
 * every request). The one exception is the e-mailed one-click unsubscribe: mail providers POST it
 * from their own servers (RFC 8058), and its signed token is what authorises it.
 */
export function crossSiteRefusal(trustedOrigins: string[]) {
  return (request: FastifyRequest): Error | undefined => {
    if (
      SAFE_METHODS.has(request.method) ||
      !request.url.startsWith('/api/') ||
      request.url.startsWith('/api/auth/') ||
      request.url.split('?')[0] === '/api/notifications/unsubscribe'
    )
      return undefined;
    const origin = request.headers.origin;
    const sameSite = request.headers['sec-fetch-site'] === 'same-origin';
    return !sameSite && (!origin || !trustedOrigins.includes(origin))
      ? Forbidden(REFUSAL_MESSAGES.badOrigin)
      : undefined;
  };
}

/**
 * Every write through the API (a clap, a comment, an edit, a deletion, a profile change, a
 * moderation decision, a view) may change what visitors read: kept answers are forgotten before the
 * writer hears back. A refused write (4xx) changed nothing.
 * Any write may also end sessions (sign-out, password change or reset, account deletion), except
 * the few auth requests that only ever start one. Writes of CHANGES_NO_READS forget neither.
 */
export function forgetKeptOnWrite(
  app: FastifyInstance,
  kept: {
    answers: { invalidate(): Promise<void> };
    sessions: { invalidate(): Promise<void> };
    feeds: { bump(): Promise<void> };
  },
): void {
  const forget = async (request: FastifyRequest) => {
    await kept.answers.invalidate();
    if (!STARTS_SESSIONS_ONLY.has(request.url.split('?')[0]!)) await kept.sessions.invalidate();
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    // Here rather than in a hook of its own: each hook costs every request.
    keepPersonalAnswersPrivate(request, reply);
    if (SAFE_METHODS.has(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500))
      return done(null, payload);
    const changes = CHANGES_NO_READS.get(request.routeOptions.url ?? '');
    if (changes === 'nothing') return done(null, payload);
    (changes === 'own feed' ? kept.feeds.bump() : forget(request)).then(() => done(null, payload), done);
  });
}
