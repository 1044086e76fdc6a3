import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { createAuth } from './auth/create-auth.js';
import { requestLogOptions } from './lib/request-log.js';
import { createSessionCache } from './auth/session-cache.js';
import { createViewerLookup, resolveViewerPerRequest } from './auth/viewer.js';
import { loadOrCreateSecret } from './auth/secret.js';
import type { EventBus } from './bus/event-bus.js';
import { createBus } from './bus/create-bus.js';
import { createSharedVersion } from './bus/shared-version.js';
import type { Config } from './config.js';
import { connectDatabase, type DatabaseHandle } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { countHttpRequests } from './metrics/http-metrics.js';
import { listenForScrapes } from './metrics/metrics-listener.js';
import { createMetrics, type Metrics } from './metrics/metrics.js';
import { authRoutes } from './routes/auth.routes.js';
import { catalogueRoutes } from './routes/catalogues.routes.js';
import type { RouteContext } from './http/context.js';
import { eventRoutes } from './routes/events.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { mediaRoutes } from './routes/media.routes.js';
import { meRoutes } from './routes/me.routes.js';
import { profileRoutes } from './routes/profiles.routes.js';
import { videoRoutes } from './routes/videos.routes.js';
import { createServices, type Services } from './create-services.js';
import { engagementRoutes } from './routes/engagement.routes.js';
import { blockRoutes } from './routes/blocks.routes.js';
import { searchRoutes } from './routes/search.routes.js';
import { moderationRoutes } from './routes/moderation.routes.js';
import { openApiRoutes } from './routes/openapi.routes.js';
import { shareRoutes } from './routes/share.routes.js';
import { dataExportRoutes } from './routes/data-export.routes.js';
import { notificationsRoutes } from './routes/notifications.routes.js';
import { accountStandingRoutes } from './routes/account-standing.routes.js';
import { videoLabelsRoutes } from './routes/video-labels.routes.js';
import { auditRoutes } from './routes/audit.routes.js';
import { appealRoutes } from './routes/appeals.routes.js';
import { uploadRoutes } from './routes/uploads.routes.js';
import { spaRoutes } from './routes/spa-routes.js';
import { createVisitorAnswers, type VisitorAnswers } from './http/visitor-answers.js';
import { compressJson } from './http/compression.js';
import { echoRequestId, requestIdOptions } from './http/request-id.js';
import { replyWithErrorBodies } from './http/error-handler.js';
import { crossSiteRefusal, forgetKeptOnWrite } from './http/write-hooks.js';
import { noSniff } from './http/document-headers.js';
import { createJobWorker, type JobWorker } from './jobs/worker.js';
import { prepareFirstFrameCheck } from './media/ffmpeg.js';
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
  /** Prometheus metrics (the job queue reports through `watchQueue`, `observeJob`); unset unless METRICS_PORT is set. */
  metrics?: Metrics;
  /** The port /metrics is served on (the one picked when METRICS_PORT=0); unset with metrics off. */
  metricsPort?: number;
  /** This instance's worker of durable jobs (started unless JOBS_WORKER=false). */
  worker: JobWorker;
  services: Services;
  /** Every route as registered (no HEAD or OPTIONS), for the checks that must cover them all. */
  routes: ServedRoute[];
}

export interface ServedRoute {
  method: string;
  url: string;
}

export interface BuildOptions {
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Where the app's own log goes instead of stdout (tests read what it writes). */
  logStream?: { write(line: string): void };
  /** Replaces the configured mailer (tests capture mail this way or through a real SMTP server). */
  mailer?: Mailer;
  /** The clock of time windows (views); tests move it instead of waiting. */
  now?: () => number;
}

/** Wires database, storage, mail, bus, auth, services and routes into one Fastify instance. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const handle = connectDatabase(config);
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.schema);
  const storage = createStorage(config.storage);
  // Off unless METRICS_PORT is set, and then nothing of it exists: no hook, no measuring.
  const metrics = config.metrics ? createMetrics() : undefined;
  const bus = await createBus(config.redisUrl, { onDelivered: metrics?.observeBusLag });

  const app = Fastify({
    logger: options.logger ?? requestLogOptions(config.logLevel, options.logStream),
    // Off unless TRUST_PROXY names the proxy: request.ip must not be whatever a client claims.
    trustProxy: config.trustProxy,
    // JSON bodies here are small; uploads arrive through their own routes and limits.
    bodyLimit: 1024 * 1024,
    // X-Request-Id: the proxy's when TRUST_PROXY is set and it is well-formed, else a new UUID.
    ...(config.trustProxy ? requestIdOptions() : {}),
  });
  const routes: ServedRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  });
  // Only behind a proxy, where one id across nginx and the instances is worth a hook on every request.
  if (config.trustProxy) echoRequestId(app);
  if (metrics) countHttpRequests(app, metrics.registry);
  const mailer = options.mailer ?? createMailer(config, app.log);

  // Bumped by every write, on every instance: what kept answers and the search index are fresh by.
  const answersVersion = await createSharedVersion(config.redisUrl, 'answers');
  // Signs sessions, and the keys of appeal links.
  const secret = loadOrCreateSecret(config.dataDir, config.authSecret);
  const { services, searchIndex } = createServices({
    handle,
    secret,
    storage,
    bus,
    mailer,
    config,
    log: app.log,
    answersVersion,
    now: options.now,
    onJobQueued: () => worker.wake(),
  });
  const worker = createJobWorker({
    jobs: services.jobs,
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseMs,
    // A processed video is new to visitors, search and feeds on every instance.
    onFinished: async (job, outcome, ms) => {
      metrics?.observeJob(job.kind, outcome, ms / 1000);
      if (outcome === 'done' || outcome === 'failed') await answersVersion.bump();
    },
    onError: (err, job) => app.log.error({ err, job: job && { id: job.id, kind: job.kind } }, 'a job failed'),
  });

  const trustedOrigins = [new URL(config.publicUrl).origin, ...config.trustedOrigins];
  const auth = createAuth({
    db: handle.db,
    dialect: handle.dialect,
    config,
    secret,
    mailer,
    trustedOrigins,
    log: app.log,
    hooks: {
      onUserCreated: (user) => services.profiles.createForNewUser(user),
      // A deleted account, then a banned one (a suspended one may sign in and read).
      refuseSignIn: async (userId) =>
        (await services.profiles.refuseSignIn(userId)) ?? (await services.standing.refuseSignIn(userId)),
      hasPassword: (userId) => services.profiles.hasPassword(userId),
    },
  });

  const sessionsVersion = await createSharedVersion(config.redisUrl, 'sessions');
  const sessionCache = createSessionCache(sessionsVersion, {
    onVersionError: (err) => app.log.warn({ err }, 'the version of checked sessions is unknown: checking afresh'),
  });
  const viewers = createViewerLookup({
    auth,
    sessionCache,
    isDeleted: (userId) => services.profiles.isDeleted(userId),
  });

  const answers = createVisitorAnswers(answersVersion, {
    maxBytes: config.answerCacheBytes,
    onVersionError: (err) => app.log.warn({ err }, 'the version of kept answers is unknown: reading afresh'),
  });

  const ctx: RouteContext = {
    config,
    storage,
    bus,
    auth,
    services,
    answers,
    metrics,
    sessionUserId: viewers.sessionUserId,
  };

  forgetKeptOnWrite(app, { answers, sessions: sessionCache });
  replyWithErrorBodies(app);
  noSniff(app);
  resolveViewerPerRequest(app, viewers, crossSiteRefusal(trustedOrigins));
  await app.register(fastifyMultipart);
  // JSON answers of 1 KB and more, compressed cheaply when the client accepts it.
  compressJson(app);
  healthRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  videoRoutes(app, ctx);
  dataExportRoutes(app, ctx);
  notificationsRoutes(app, ctx);
  meRoutes(app, ctx);
  authRoutes(app, ctx);
  profileRoutes(app, ctx);
  eventRoutes(app, ctx);
  uploadRoutes(app, ctx);
  engagementRoutes(app, ctx);
  blockRoutes(app, ctx);
  searchRoutes(app, ctx);
  moderationRoutes(app, ctx);
  accountStandingRoutes(app, ctx);
  videoLabelsRoutes(app, ctx);
  auditRoutes(app, ctx);
  appealRoutes(app, ctx);
  openApiRoutes(app, config);
  shareRoutes(app, ctx);
  mediaRoutes(app, ctx);
  spaRoutes(app, ctx);

  // A job's current run finishes before the database closes; none is taken after.
  app.addHook('preClose', () => worker.stop());
  // Its own listener, never the public port; it closes with the app.
  const metricsListener =
    config.metrics && metrics ? await listenForScrapes(metrics.scrape, config.metrics) : undefined;

  app.addHook('onClose', async () => {
    await metricsListener?.close();
    searchIndex?.close();
    answers.close();
    await answersVersion.close();
    await sessionsVersion.close();
    await bus.close();
    await handle.close();
  });

  metrics?.watchQueue(() => services.jobs.counts());
  if (config.jobs.worker) worker.start();
  // So that even the first upload's first-frame check need not wait for ffmpeg to start.
  void prepareFirstFrameCheck();
  return {
    app,
    handle,
    storage,
    bus,
    mailer,
    answers,
    metrics,
    metricsPort: metricsListener?.port,
    worker,
    services,
    routes,
  };
}
