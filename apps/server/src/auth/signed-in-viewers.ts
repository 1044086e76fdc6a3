import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Services } from '../create-services.js';
import type { DatabaseHandle } from '../db/connect.js';
import { createSharedVersion } from '../bus/shared-version.js';
import type { Mailer } from '../mail/mailer.js';
import { createAuth } from './create-auth.js';
import { createSessionCache } from './session-cache.js';
import { createViewerLookup } from './viewer.js';

/**
 * The auth library over our services (a new user's profile, who may not sign in), the sessions it
 * checked, kept under a version every instance shares, and the lookup of who is asking.
 */
export async function createSignedInViewers(deps: {
  config: Config;
  handle: DatabaseHandle;
  secret: string;
  mailer: Mailer;
  services: Pick<Services, 'profiles' | 'standing' | 'language'>;
  log: FastifyBaseLogger;
}) {
  const { config, services } = deps;
  const trustedOrigins = [new URL(config.publicUrl).origin, ...config.trustedOrigins];
  const auth = createAuth({
    db: deps.handle.db,
    dialect: deps.handle.dialect,
    config,
    secret: deps.secret,
    mailer: deps.mailer,
    trustedOrigins,
    log: deps.log,
    hooks: {
      onUserCreated: (user) => services.profiles.createForNewUser(user),
      // A deleted account, then a banned one (a suspended one may sign in and read).
      refuseSignIn: async (userId) =>
        (await services.profiles.refuseSignIn(userId)) ?? (await services.standing.refuseSignIn(userId)),
      hasPassword: (userId) => services.profiles.hasPassword(userId),
      localeOf: (userId) => services.language.localeOf(userId),
    },
  });
  const sessionsVersion = await createSharedVersion(config, 'sessions');
  const sessionCache = createSessionCache(sessionsVersion, {
    onVersionError: (err) => deps.log.warn({ err }, 'the version of checked sessions is unknown: checking afresh'),
  });
  const viewers = createViewerLookup({
    auth,
    sessionCache,
    isDeleted: (userId) => services.profiles.isDeleted(userId),
  });
  return { auth, trustedOrigins, sessionsVersion, sessionCache, viewers };
}
