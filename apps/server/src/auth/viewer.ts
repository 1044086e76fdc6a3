import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Auth, mayCarrySession } from './create-auth.js';
import type { SessionCache } from './session-cache.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in, non-deleted profile id, or null for a visitor: resolved once, before the handler. */
    viewerId: string | null;
  }
}

/**
 * Who is asking: the session behind a Cookie header (checked by the auth library, believed from the
 * session cache for up to a minute) and whether its account still exists.
 */
export function createViewerLookup(deps: {
  auth: Auth;
  sessionCache: SessionCache;
  isDeleted: (userId: string) => Promise<boolean>;
}) {
  const checked = (cookie: string | undefined) => {
    // A visitor's request never reaches the session store.
    if (!mayCarrySession(cookie)) return Promise.resolve(null);
    return deps.sessionCache.user(cookie!, async () => {
      const found = await deps.auth.api.getSession({ headers: new Headers({ cookie: cookie! }) });
      return found ? { userId: found.user.id, expiresAt: new Date(found.session.expiresAt) } : null;
    });
  };

  return {
    /** The user of the session behind the cookie, whatever the state of its account. */
    async sessionUserId(cookie: string | undefined): Promise<string | null> {
      return (await checked(cookie))?.userId ?? null;
    },

    /** The signed-in, non-deleted profile id, or null. */
    async viewerId(cookie: string | undefined): Promise<string | null> {
      const session = await checked(cookie);
      if (!session) return null;
      session.deleted ??= await deps.isDeleted(session.userId);
      return session.deleted ? null : session.userId;
    },
  };
}

export type ViewerLookup = ReturnType<typeof createViewerLookup>;

/**
 * Every request's `viewerId` is known before its handler runs, after `refuseFirst` (the CSRF check)
 * let it through: one hook for both, since every hook costs every request. It calls back rather
 * than returning a promise, so a visitor's read (no session cookie) costs no turn of the microtask
 * queue.
 */
export function resolveViewerPerRequest(
  app: FastifyInstance,
  viewers: ViewerLookup,
  refuseFirst: (request: FastifyRequest) => Error | undefined,
): void {
  app.decorateRequest('viewerId', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = refuseFirst(request);
    const cookie = request.headers.cookie;
    if (refused || !mayCarrySession(cookie)) return done(refused);
    viewers.viewerId(cookie).then((id) => {
      request.viewerId = id;
      done();
    }, done);
  });
}
