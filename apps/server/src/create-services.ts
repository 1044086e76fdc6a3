import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './bus/event-bus.js';
import type { SharedVersion } from './bus/shared-version.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';
import { createAccountLifecycleRepository } from './repositories/accounts-lifecycle.repository.js';
import { createCataloguesRepository } from './repositories/catalogues.repository.js';
import { createEngagementRepository } from './repositories/engagement.repository.js';
import { createHealthRepository } from './repositories/health.repository.js';
import { createJobsRepository } from './repositories/jobs.repository.js';
import { createModerationRepository } from './repositories/moderation.repository.js';
import { createProfilesRepository, createSocialProfilesRepository } from './repositories/profiles.repository.js';
import { createSearchRepository } from './repositories/search.repository.js';
import { createVideoWritesRepository } from './repositories/video-writes.repository.js';
import { createVideosRepository } from './repositories/videos.repository.js';
import { createViewsRepository } from './repositories/views.repository.js';
import { createCataloguesService } from './services/catalogues.service.js';
import { createEngagementService } from './services/engagement.service.js';
import { createHealthService } from './services/health.service.js';
import { createIndexedSearch } from './services/indexed-search.js';
import { createJobsService } from './services/jobs.service.js';
import { createKeptCards } from './services/kept-cards.js';
import { createModerationService } from './services/moderation.service.js';
import { createProfilesService } from './services/profiles.service.js';
import { createSearchService } from './services/search.service.js';
import { createUploadsService } from './services/uploads.service.js';
import { createVideoProcessing, PROCESS_VIDEO } from './services/video-processing.js';
import { createVideosService } from './services/videos.service.js';
import type { Storage } from './storage/storage.js';

// A job that failed this many times stays failed (its video is then shown as stored).
const JOB_ATTEMPTS = 5;

// Cards kept for visitors' searches (services/kept-cards.ts): those of the last ~10,000 videos found.
const KEPT_CARDS = 10_000;

/** The repositories over one database, and the services over them: what the routes are given. */
export function createServices({
  handle,
  storage,
  bus,
  mailer,
  config,
  log,
  answersVersion,
  now,
  onJobQueued,
}: {
  handle: DatabaseHandle;
  storage: Storage;
  bus: EventBus;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
  /** Bumped by every write, on every instance: what kept answers and the search index are fresh by. */
  answersVersion: SharedVersion;
  /** The clock of time windows (views, write limits); tests move it instead of waiting. */
  now?: () => number;
  /** A job was queued by this instance (its worker can start on it at once). */
  onJobQueued?: () => void;
}) {
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
          log.error({ err }, 'reading the search index failed'),
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
      now: now,
    }),
    health: createHealthService({
      health: createHealthRepository(handle.db),
      dialect: handle.dialect,
      storage,
      redisVersion: config.redisUrl ? answersVersion : null,
    }),
    profiles,
    engagement: createEngagementService({
      engagement: repos.engagement,
      videos: repos.videos,
      profiles: repos.profiles,
      storage,
      bus,
      isAdmin: async (userId: string) => (await profiles.sessionUser(userId))?.isAdmin === true,
      writeLimits: config.writeLimits,
      now,
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
      processingJob: PROCESS_VIDEO,
      onQueued: onJobQueued,
    }),
    jobs: createJobsService({
      jobs: createJobsRepository(handle.db, handle.dialect),
      processing: createVideoProcessing({ writes: repos.videoWrites, storage, c2paTrust: config.c2paTrust, now }),
      rules: { leaseMs: config.jobs.leaseMs, maxAttempts: JOB_ATTEMPTS },
      now,
    }),
  };

  const moderation = createModerationService({
    moderation: repos.moderation,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    catalogues: repos.catalogues,
    storage,
    mailer,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    configuredAdminEmails: config.adminEmails,
    isAdmin: async (userId) => (await profiles.sessionUser(userId))?.isAdmin === true,
  });
  return { services: { ...services, moderation }, searchIndex };
}

export type Services = ReturnType<typeof createServices>['services'];
