import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MESSAGES } from '@promptreel/contract';
import { createAuth } from './auth/create-auth.js';
import { createSessionCache } from './auth/session-cache.js';
import { createViewerLookup, resolveViewerPerRequest } from './auth/viewer.js';
import { loadOrCreateSecret } from './auth/secret.js';
import type { EventBus } from './bus/event-bus.js';
import { createBus } from './bus/create-bus.js';
import { createSharedVersion } from './bus/shared-version.js';
import type { Config } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { AppError, errorCodeForStatus, Forbidden, httpStatusOf } from './errors.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createAccountLifecycleRepository } from './repositories/accounts-lifecycle.repository.js';
import { createCataloguesRepository } from './repositories/catalogues.repository.js';
import { createEngagementRepository } from './repositories/engagement.repository.js';
import { createHealthRepository } from './repositories/health.repository.js';
import { createProfilesRepository, createSocialProfilesRepository } from './repositories/profiles.repository.js';
import { createVideosRepository } from './repositories/videos.repository.js';
import { authRoutes } from './routes/auth.routes.js';
import { catalogueRoutes } from './routes/catalogues.routes.js';
import type { RouteContext } from './routes/context.js';
import { eventRoutes } from './routes/events.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { mediaRoutes } from './routes/media.routes.js';
import { meRoutes } from './routes/me.routes.js';
import { profileRoutes } from './routes/profiles.routes.js';
import { videoRoutes } from './routes/videos.routes.js';
import { createCataloguesService } from './services/catalogues.service.js';
import { createHealthService } from './services/health.service.js';
import { createProfilesService } from './services/profiles.service.js';
import { createVideosService } from './services/videos.service.js';
import { createUploadsService, OPEN_UPLOAD_TTL_MS } from './services/uploads.service.js';
import { createEngagementService } from './services/engagement.service.js';
import { engagementRoutes } from './routes/engagement.routes.js';
import { createSearchRepository } from './repositories/search.repository.js';
import { createSearchService } from './services/search.service.js';
import { createIndexedSearch } from './services/indexed-search.js';
import { createKeptCards } from './services/kept-cards.js';
import { searchRoutes } from './routes/search.routes.js';
import { createModerationRepository } from './repositories/moderation.repository.js';
import { createModerationService } from './services/moderation.service.js';
import { moderationRoutes } from './routes/moderation.routes.js';
import { createVideoWritesRepository } from './repositories/video-writes.repository.js';
import { createViewsRepository } from './repositories/views.repository.js';
import { uploadRoutes } from './routes/uploads.routes.js';
import { spaRoutes } from './routes/spa-routes.js';
import { createVisitorAnswers, type VisitorAnswers } from './routes/visitor-answers.js';
import { compressJson } from './routes/compression.js';
import { createTusUploads, tusError } from './uploads/tus-uploads.js';
import { LIMITS, UPLOAD_MESSAGES, UPLOADS_PATH } from '@promptreel/contract';
import { createStorage } from './storage/create-storage.js';
import type { Storage } from './storage/storage.js';

export interface BuiltApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  storage: Storage;
  bus: EventBus;
  mailer: Mailer;
  /** Visitors' kept answers: whoever writes to the database behind the app's back must invalidate them. */
  answers: VisitorAnswers;
}

export interface BuildOptions {
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Replaces the configured mailer (tests capture mail this way or through a real SMTP server). */
  mailer?: Mailer;
  /** The clock of time windows (views); tests move it instead of waiting. */
  now?: () => number;
}

// Cards kept for visitors' searches (services/kept-cards.ts): those of the last ~10,000 videos found.
const KEPT_CARDS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests that can start a session but never end one; every other write forgets checked sessions. */
const STARTS_SESSIONS_ONLY = new Set(
  ['/sign-in/email', '/sign-up/email', '/sign-in/social', '/send-verification-email', '/request-password-reset'].map(
    (p) => `/api/auth${p}`,
  ),
);

/** Wires database, storage, mail, bus, auth, services and routes into one Fastify instance. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const handle = connectDatabase(config);
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.schema);
  const storage = createStorage(config.storage);
  const bus = await createBus(config.redisUrl);

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // Off unless TRUST_PROXY names the proxy: request.ip must not be whatever a client claims.
    trustProxy: config.trustProxy,
    // JSON bodies here are small; uploads arrive through their own routes and limits.
    bodyLimit: 1024 * 1024,
  });
  const mailer = options.mailer ?? createMailer(config, app.log);

  // Bumped by every write, on every instance: what kept answers and the search index are fresh by.
  const answersVersion = await createSharedVersion(config.redisUrl, 'answers');
  const repos = {
    catalogues: createCataloguesRepository(handle.db),
    videos: createVideosRepository(handle.db),
    profiles: createProfilesRepository(handle.db),
    social: createSocialProfilesRepository(handle.db),
    lifecycle: createAccountLifecycleRepository(handle.db),
    videoWrites: createVideoWritesRepository(handle.db),
    engagement: createEngagementRepository(handle.db),
    search: createSearchRepository(handle.db, handle.dialect),
    moderation: createModerationRepository(handle.db),
    views: createViewsRepository(handle.db),
  };
  const profiles = createProfilesService({
    profiles: repos.profiles,
    social: repos.social,
    lifecycle: repos.lifecycle,
    storage,
    bus,
    adminEmails: config.adminEmails,
    isFollowing: (a, b) => repos.engagement.isFollowing(a, b),
  });
  const searchIndex =
    config.searchIndex === 'memory'
      ? createIndexedSearch(repos.search, answersVersion, (err) =>
          app.log.error({ err }, 'reading the search index failed'),
        )
      : undefined;
  const services = {
    catalogues: createCataloguesService(repos.catalogues),
    videos: createVideosService({
      videos: repos.videos,
      writes: repos.videoWrites,
      views: repos.views,
      catalogues: repos.catalogues,
      storage,
      isAdmin: async (userId: string) => (await profiles.sessionUser(userId))?.isAdmin === true,
      now: options.now,
    }),
    health: createHealthService(createHealthRepository(handle.db), handle.dialect),
    profiles,
    engagement: createEngagementService({
      engagement: repos.engagement,
      videos: repos.videos,
      profiles: repos.profiles,
      storage,
      bus,
    }),
    search: createSearchService({
      search: repos.search,
      videos: repos.videos,
      catalogues: repos.catalogues,
      storage,
      indexed: searchIndex,
      // None when kept answers are off.
      kept: createKeptCards(answersVersion, config.answerCacheBytes > 0 ? KEPT_CARDS : 0, repos.videos, storage),
    }),
    uploads: createUploadsService({
      writes: repos.videoWrites,
      catalogues: repos.catalogues,
      storage,
      isDeleted: (userId) => profiles.isDeleted(userId),
      c2paTrust: config.c2paTrust,
    }),
  };

  const moderation = createModerationService({
    moderation: repos.moderation,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    catalogues: repos.catalogues,
    storage,
    mailer,
    log: app.log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    configuredAdminEmails: config.adminEmails,
    isAdmin: async (userId) => (await profiles.sessionUser(userId))?.isAdmin === true,
  });
  const servicesWithModeration = { ...services, moderation };

  const trustedOrigins = [new URL(config.publicUrl).origin, ...config.trustedOrigins];
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    config,
    secret: loadOrCreateSecret(config.dataDir, config.authSecret),
    mailer,
    trustedOrigins,
    log: app.log,
    hooks: {
      onUserCreated: (user) => profiles.createForNewUser(user),
      refuseSignIn: (userId) => profiles.refuseSignIn(userId),
      hasPassword: (userId) => profiles.hasPassword(userId),
    },
  });

  const sessionsVersion = await createSharedVersion(config.redisUrl, 'sessions');
  const sessionCache = createSessionCache(sessionsVersion, {
    onVersionError: (err) => app.log.warn({ err }, 'the version of checked sessions is unknown: checking afresh'),
  });
  const viewers = createViewerLookup({ auth, sessionCache, isDeleted: (userId) => profiles.isDeleted(userId) });
  const userIdFromHeaders = (headers: Headers) => viewers.sessionUserId(headers.get('cookie') ?? undefined);

  const answers = createVisitorAnswers(answersVersion, {
    maxBytes: config.answerCacheBytes,
    onVersionError: (err) => app.log.warn({ err }, 'the version of kept answers is unknown: reading afresh'),
  });

  // Resumable uploads: the tus server calls back into the uploads service at each step.
  const asTusError = (err: unknown) => (err instanceof AppError ? tusError(httpStatusOf(err.code), err.toBody()) : err);
  const tus = createTusUploads({
    dataDir: config.dataDir,
    path: UPLOADS_PATH,
    maxSize: LIMITS.maxFileBytes,
    expiryMs: OPEN_UPLOAD_TTL_MS,
    hooks: {
      async authorizeCreate(req, upload) {
        try {
          return await services.uploads.startUpload(
            await userIdFromHeaders(req.headers),
            upload.id,
            upload.metadata ?? {},
            upload.size,
          );
        } catch (err) {
          throw asTusError(err);
        }
      },
      async authorizeAccess(req, ownerId) {
        const userId = await userIdFromHeaders(req.headers);
        if (!userId || userId !== ownerId) throw tusError(404, { code: 'not_found', message: MESSAGES.notFound });
      },
      async complete(req, upload, filePath) {
        try {
          const userId = await userIdFromHeaders(req.headers);
          const video = await services.uploads.finish(userId, filePath, upload.metadata ?? {}, upload.id);
          // The upload route answers outside Fastify (hijacked), so the hook below does not see it.
          await answers.invalidate();
          return video;
        } catch (err) {
          if (!(err instanceof AppError)) app.log.error({ err }, 'upload could not be completed');
          throw err instanceof AppError
            ? asTusError(err)
            : tusError(500, { code: 'internal', message: UPLOAD_MESSAGES.couldNotSave });
        }
      },
      released: (uploadId) => services.uploads.endUpload(uploadId),
      expired: () => services.uploads.pruneExpiredUploads(),
      mapError(err) {
        if (err.body.startsWith('{')) return err;
        if (err.status_code === 413)
          return tusError(413, { code: 'payload_too_large', message: UPLOAD_MESSAGES.tooLarge });
        // 501 is tus's answer to an extension it lacks (Upload-Concat): the client's request, not our failure.
        const status = err.status_code === 501 ? 400 : err.status_code;
        return tusError(status, {
          code: errorCodeForStatus(status),
          message: (status < 500 && err.body.trim()) || UPLOAD_MESSAGES.uploadFailed,
        });
      },
      unexpected(err) {
        app.log.error({ err }, 'upload request failed');
        return tusError(500, { code: 'internal', message: UPLOAD_MESSAGES.uploadFailed });
      },
    },
  });

  const ctx: RouteContext = {
    config,
    storage,
    bus,
    auth,
    services: servicesWithModeration,
    answers,
    sessionUserId: (request) => viewers.sessionUserId(request.headers.cookie),
  };

  // CSRF: a state-changing API request must come from one of our own pages. Browsers send Origin
  // with every such fetch; the auth library applies the same rule to /api/auth itself.
  // This hook and the onSend ones (below, routes/compression.ts) call back rather than return a
  // promise: every read passes through them, and a promise costs each a turn of the microtask queue
  // (the video page answered 6 % more requests a second with callbacks, the two builds alternated).
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/') || request.url.startsWith('/api/auth/'))
      return done();
    const origin = request.headers.origin;
    const sameSite = request.headers['sec-fetch-site'] === 'same-origin';
    done(!sameSite && (!origin || !trustedOrigins.includes(origin)) ? Forbidden(MESSAGES.badOrigin) : undefined);
  });

  // Every write through the API (a clap, a comment, an edit, a deletion, a profile change, a
  // moderation decision, a view) may change what visitors read: kept answers are forgotten before the
  // writer hears back. A refused write (4xx) changed nothing.
  // Any write may also end sessions (sign-out, password change or reset, account deletion), except
  // the few auth requests that only ever start one.
  const forgetKept = async (request: FastifyRequest) => {
    await answers.invalidate();
    if (!STARTS_SESSIONS_ONLY.has(request.url.split('?')[0]!)) await sessionCache.invalidate();
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    if (SAFE_METHODS.has(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500))
      return done(null, payload);
    forgetKept(request).then(() => done(null, payload), done);
  });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      if (error.code === 'internal') request.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(httpStatusOf(error.code)).send(error.toBody());
    }
    const { statusCode: status, message } = error as { statusCode?: number; message?: string };
    if (status && status >= 400 && status < 500) {
      return reply.code(status).send({ code: errorCodeForStatus(status), message: message ?? MESSAGES.invalidRequest });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'internal', message: MESSAGES.internal });
  });

  resolveViewerPerRequest(app, viewers);
  await app.register(fastifyMultipart);
  // JSON answers of 1 KB and more, compressed cheaply when the client accepts it.
  compressJson(app);
  healthRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  videoRoutes(app, ctx);
  meRoutes(app, ctx);
  authRoutes(app, ctx);
  profileRoutes(app, ctx);
  eventRoutes(app, ctx);
  uploadRoutes(app, ctx, tus);
  engagementRoutes(app, ctx);
  searchRoutes(app, ctx);
  moderationRoutes(app, ctx);
  mediaRoutes(app, ctx);
  spaRoutes(app, ctx);

  app.addHook('onClose', async () => {
    searchIndex?.close();
    tus.close();
    answers.close();
    await answersVersion.close();
    await sessionsVersion.close();
    await bus.close();
    await handle.close();
  });

  return { app, handle, storage, bus, mailer, answers };
}
