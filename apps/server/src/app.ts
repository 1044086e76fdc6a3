import { createSignedInViewers } from './auth/signed-in-viewers.js';
import { loadOrCreateSecret } from './auth/secret.js';
import { createBus } from './bus/create-bus.js';
import { createSharedVersion } from './bus/shared-version.js';
import type { Config } from './config.js';
import { connectDatabase } from './db/connect.js';
import { migrateToLatest } from './db/migrate.js';
import { createMailer } from './mail/mailer.js';
import { listenForScrapes } from './metrics/metrics-listener.js';
import { createMetrics } from './metrics/metrics.js';
import { authRoutes } from './routes/auth.routes.js';
import { catalogueRoutes } from './routes/catalogues.routes.js';
import type { RouteContext } from './http/context.js';
import { eventRoutes } from './routes/events.routes.js';
import { healthRoutes } from './routes/health.routes.js';
import { mediaRoutes } from './routes/media.routes.js';
import { meRoutes } from './routes/me.routes.js';
import { profileRoutes } from './routes/profiles.routes.js';
import { videoRoutes } from './routes/videos.routes.js';
import { playbackRoutes } from './routes/playback.routes.js';
import { createServices } from './create-services.js';
import { engagementRoutes } from './routes/engagement.routes.js';
import { profileListRoutes } from './routes/profile-lists.routes.js';
import { blockRoutes } from './routes/blocks.routes.js';
import { collectionRoutes } from './routes/collections.routes.js';
import { forYouRoutes } from './routes/for-you.routes.js';
import { searchRoutes } from './routes/search.routes.js';
import { sensitiveContentRoutes } from './routes/sensitive-content.routes.js';
import { languageRoutes } from './routes/language.routes.js';
import { studioRoutes } from './routes/studio.routes.js';
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
import { posterRoutes } from './routes/posters.routes.js';
import { spaRoutes } from './pages/spa-routes.js';
import { createVisitorAnswers } from './http/visitor-answers.js';
import { createFastify } from './http/create-fastify.js';
import { installRequestHooks } from './http/request-hooks.js';
import { readersSeeJob } from './jobs/kinds.js';
import { createJobWorker } from './jobs/worker.js';
import { prepareFirstFrameCheck } from './media/ffmpeg.js';
import { createStorage } from './storage/create-storage.js';
import type { BuildOptions, BuiltApp } from './built-app.js';

export type { BuildOptions, BuiltApp };

/** Wires database, storage, mail, bus, auth, services and routes into one Fastify instance. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const handle = connectDatabase(config);
  if (options.migrate !== false) await migrateToLatest(handle.db, handle.schema);
  const storage = createStorage(config.storage);
  // Off unless METRICS_PORT is set, and then nothing of it exists: no hook, no measuring.
  const metrics = config.metrics ? createMetrics() : undefined;
  const bus = await createBus(config, { onDelivered: metrics?.observeBusLag });

  const { app, routes, declarations } = createFastify(config, options, metrics);
  const mailer = options.mailer ?? createMailer(config, app.log);

  // Bumped by every write, on every instance: what kept answers and the search index are fresh by.
  const answersVersion = await createSharedVersion(config, 'answers');
  // Bumped by writes that change only a reader's own For You (watching, steering).
  const feedsVersion = await createSharedVersion(config, 'feeds');
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
    feedsVersion,
    now: options.now,
    metrics,
    onJobQueued: () => worker.wake(),
  });
  const worker = createJobWorker({
    jobs: services.jobs,
    pollMs: config.jobs.pollMs,
    leaseMs: config.jobs.leaseMs,
    concurrency: config.jobs.concurrency,
    // A processed video is new to visitors, search and feeds on every instance; a sent e-mail is not.
    onFinished: async (job, outcome, ms) => {
      metrics?.observeJob(job.kind, outcome, ms / 1000);
      if ((outcome === 'done' || outcome === 'failed') && readersSeeJob(job.kind)) await answersVersion.bump();
    },
    onError: (err, job) => app.log.error({ err, job: job && { id: job.id, kind: job.kind } }, 'a job failed'),
  });

  const signIn = { config, handle, secret, mailer, services, log: app.log };
  const { auth, trustedOrigins, sessionsVersion, sessionCache, viewers } = await createSignedInViewers(signIn);

  const answers = createVisitorAnswers(answersVersion, {
    maxBytes: config.answerCacheBytes,
    onVersionError: (err) => app.log.warn({ err }, 'the version of kept answers is unknown: reading afresh'),
  });

  const { sessionUserId } = viewers;
  const ctx: RouteContext = { config, storage, bus, auth, services, answers, metrics, sessionUserId };

  await installRequestHooks(app, { answers, sessions: sessionCache, feeds: feedsVersion, viewers, trustedOrigins });
  healthRoutes(app, ctx);
  catalogueRoutes(app, ctx);
  videoRoutes(app, ctx);
  playbackRoutes(app, ctx);
  dataExportRoutes(app, ctx);
  notificationsRoutes(app, ctx);
  meRoutes(app, ctx);
  authRoutes(app, ctx);
  profileRoutes(app, ctx);
  eventRoutes(app, ctx);
  uploadRoutes(app, ctx);
  posterRoutes(app, ctx);
  engagementRoutes(app, ctx);
  profileListRoutes(app, ctx);
  blockRoutes(app, ctx);
  collectionRoutes(app, ctx);
  forYouRoutes(app, ctx);
  sensitiveContentRoutes(app, ctx);
  languageRoutes(app, ctx);
  studioRoutes(app, ctx);
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
    await feedsVersion.close();
    await sessionsVersion.close();
    await bus.close();
    await services.forYou.flushServed();
    await handle.close();
  });

  metrics?.watchQueue(() => services.jobs.counts());
  if (config.jobs.worker) worker.start();
  // So that even the first upload's first-frame check need not wait for ffmpeg to start.
  void prepareFirstFrameCheck();
  const metricsPort = metricsListener?.port;
  return { app, handle, storage, bus, mailer, answers, metrics, metricsPort, worker, services, routes, declarations };
}
