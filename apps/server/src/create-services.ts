import { APPEAL_MESSAGES } from '@promptreel/contract';
import { Invalid } from './errors.js';
import { createAppealsRepository, type DecisionRow } from './repositories/appeals.repository.js';
import { createAppealLinks } from './notices/appeal-links.js';
import { createAppealsService } from './services/appeals.service.js';
import { createBannedMedia } from './video-files/banned-media.js';
import { createHeldVideos } from './video-files/held-videos.js';
import { createAuditRepository } from './repositories/audit.repository.js';
import { createAuditService } from './services/audit.service.js';
import { createNotices } from './notices/notices.js';
import { createNotificationsRepository } from './repositories/notifications.repository.js';
import { createNotificationsService } from './services/notifications.service.js';
import { createVideoLabelsRepository } from './repositories/video-labels.repository.js';
import { createVideoLabelsService } from './services/video-labels.service.js';
import { requireAdminWith } from './rules/require-admin.js';
import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from './bus/event-bus.js';
import type { SharedVersion } from './bus/shared-version.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/connect.js';
import type { Mailer } from './mail/mailer.js';
import { createAccountLifecycleRepository } from './repositories/accounts-lifecycle.repository.js';
import { createAccountStandingRepository } from './repositories/account-standing.repository.js';
import { createAccountStandingService } from './services/account-standing.service.js';
import { createBlocksRepository } from './repositories/blocks.repository.js';
import { createCataloguesRepository } from './repositories/catalogues.repository.js';
import { createEngagementRepository } from './repositories/engagement.repository.js';
import { createHealthRepository } from './repositories/health.repository.js';
import { createJobsRepository } from './repositories/jobs.repository.js';
import { createModerationRepository } from './repositories/moderation.repository.js';
import { createProfilesRepository, createSocialProfilesRepository } from './repositories/profiles.repository.js';
import { createSearchRepository } from './repositories/search.repository.js';
import { createVideoWritesRepository } from './repositories/video-writes.repository.js';
import { createCaptionsRepository } from './repositories/captions.repository.js';
import { createVideosRepository } from './repositories/videos.repository.js';
import { createViewsRepository } from './repositories/views.repository.js';
import { createBlocksService } from './services/blocks.service.js';
import { createCataloguesService } from './services/catalogues.service.js';
import { createEngagementService } from './services/engagement.service.js';
import { createHealthService } from './services/health.service.js';
import { createIndexedSearch } from './search/indexed-search.js';
import { createJobsService } from './services/jobs.service.js';
import { createKeptCards } from './read-cache/kept-cards.js';
import { createModerationDeskService } from './services/moderation-desk.service.js';
import { createProfilesService } from './services/profiles.service.js';
import { createReportsService } from './services/reports.service.js';
import { createSearchService } from './services/search.service.js';
import { createUploadsService } from './services/uploads.service.js';
import { createVideoProcessing, DELETE_OBJECT, PROCESS_VIDEO } from './video-files/video-processing.js';
import { createDataExportService } from './services/data-export.service.js';
import { createDataExportsRepository } from './repositories/data-exports.repository.js';
import { createVideosService } from './services/videos.service.js';
import type { Storage } from './storage/storage.js';

// A job that failed this many times stays failed (its video is then shown as stored).
const JOB_ATTEMPTS = 5;

// Cards kept for visitors' searches (read-cache/kept-cards.ts): those of the last ~10,000 videos found.
const KEPT_CARDS = 10_000;

/** The repositories over one database, and the services over them: what the routes are given. */
export function createServices({
  handle,
  secret,
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
  /** The site's signing key (appeal links). */
  secret: string;
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
    captions: createCaptionsRepository(handle.db),
    engagement: createEngagementRepository(handle.db),
    search: createSearchRepository(handle.db, handle.dialect),
    moderation: createModerationRepository(handle.db),
    views: createViewsRepository(handle.db),
    blocks: createBlocksRepository(handle.db),
  };
  const blocks = createBlocksService({
    blocks: repos.blocks,
    profiles: repos.profiles,
    storage,
    version: answersVersion,
    now,
  });
  const profiles = createProfilesService({
    profiles: repos.profiles,
    social: repos.social,
    lifecycle: repos.lifecycle,
    storage,
    bus,
    adminEmails: config.adminEmails,
    isFollowing: (a, b) => repos.engagement.isFollowing(a, b),
    relation: (viewerId, otherId) => blocks.relation(viewerId, otherId),
    // The standing service is built below (it needs isAdmin from here); called only once requests come.
    assertCanWrite: (userId) => canWrite(userId),
  });
  const isAdmin = (userId: string) => profiles.isAdmin(userId);
  const notifications = createNotificationsService({
    notifications: createNotificationsRepository(handle.db),
    bus,
    mailer,
    secret,
    publicUrl: config.publicUrl,
    addressOf: async (userId) => {
      const email = await repos.profiles.emailOf(userId);
      return email && !email.endsWith('@deleted.invalid') ? email : null;
    },
    hiddenFor: (userId) => blocks.hiddenFor(userId),
    avatarUrl: (key) => (key ? storage.publicPath('avatars', key) : null),
    log,
    now,
  });
  const onNotice = notifications.decided;
  // Decisions on accounts; every write that others would see (upload, comment, clap, report, follow,
  // video, caption and profile edits) asks it first.
  const appealLinks = createAppealLinks(secret, config.publicUrl);
  const standingRepo = createAccountStandingRepository(handle.db);
  const isBanned = async (userId: string) => (await standingRepo.stateOf(userId))?.banned_at != null;
  const bannedMedia = createBannedMedia({ writes: repos.videoWrites, storage, isBanned, log });
  const standing = createAccountStandingService({
    standing: standingRepo,
    bus,
    mailer,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    isAdmin,
    appealUrl: (decisionId, userId) => appealLinks.url(decisionId, userId),
    onNotice,
    onStandingChanged: (userId) => bannedMedia.sync(userId),
  });
  const canWrite = (userId: string) => standing.assertCanWrite(userId);
  const searchIndex =
    config.searchIndex === 'memory'
      ? createIndexedSearch(repos.search, answersVersion, (err) =>
          log.error({ err }, 'reading the search index failed'),
        )
      : undefined;
  const auditRepo = createAuditRepository(handle.db);
  const appealsRepo = createAppealsRepository(handle.db);
  const heldVideos = createHeldVideos({
    writes: repos.videoWrites,
    storage,
    appealPending: (videoId) => appealsRepo.removalAppealPending(videoId),
    isBanned,
    log,
    now,
  });
  /**
   * An overturned suspension or ban ends, and only it: standing is set from the decisions still in
   * force, so a separate ban or suspension stays (issue 30). A retried overturn changes nothing.
   */
  const overturnStanding = (kind: 'suspend' | 'ban') => async (decision: DecisionRow, adminId: string) => {
    if (decision.target_id) await standing.overturn(adminId, decision.target_id, kind, Number(decision.created_at));
  };
  const notices = createNotices({
    onNotice,
    mailer,
    profiles: repos.profiles,
    links: appealLinks,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
  });
  const dataExport = createDataExportService({
    exports: createDataExportsRepository(handle.db),
    storage,
    mailer,
    publicUrl: config.publicUrl,
    deleteJobKind: DELETE_OBJECT,
    onQueued: onJobQueued,
    now,
  });
  const services = {
    catalogues: createCataloguesService(repos.catalogues),
    videos: createVideosService({
      videos: repos.videos,
      writes: repos.videoWrites,
      views: repos.views,
      catalogues: repos.catalogues,
      captions: repos.captions,
      storage,
      isAdmin,
      assertCanWrite: canWrite,
      captionLimit: config.writeLimits.captions,
      now: now,
    }),
    health: createHealthService({
      health: createHealthRepository(handle.db),
      dialect: handle.dialect,
      storage,
      redisVersion: config.redisUrl ? answersVersion : null,
    }),
    profiles,
    blocks,
    engagement: createEngagementService({
      engagement: repos.engagement,
      assertCanWrite: canWrite,
      videos: repos.videos,
      profiles: repos.profiles,
      storage,
      bus,
      isAdmin,
      onModeratorRemoval: (comment, decisionId, reason) => notices.commentRemoved(comment, decisionId, reason),
      writeLimits: config.writeLimits,
      now,
      isBlocked: (blockerId, blockedId) => blocks.isBlocked(blockerId, blockedId),
      hiddenFor: (viewerId) => blocks.hiddenFor(viewerId),
      notify: notifications,
    }),
    notifications,
    search: createSearchService({
      search: repos.search,
      videos: repos.videos,
      catalogues: repos.catalogues,
      storage,
      indexed: searchIndex,
      // None when kept answers are off.
      kept: createKeptCards(answersVersion, config.answerCacheBytes > 0 ? KEPT_CARDS : 0, repos.videos, storage),
      hiddenFor: (viewerId) => blocks.hiddenFor(viewerId),
    }),
    uploads: createUploadsService({
      writes: repos.videoWrites,
      catalogues: repos.catalogues,
      storage,
      isDeleted: (userId) => profiles.isDeleted(userId),
      assertCanWrite: canWrite,
      processingJob: PROCESS_VIDEO,
      onQueued: onJobQueued,
    }),
    dataExport,
    jobs: createJobsService({
      jobs: createJobsRepository(handle.db, handle.dialect),
      processing: createVideoProcessing({ writes: repos.videoWrites, storage, c2paTrust: config.c2paTrust, now }),
      heldVideos,
      dataExport,
      notifications,
      rules: { leaseMs: config.jobs.leaseMs, maxAttempts: JOB_ATTEMPTS },
      now,
    }),
  };

  const reports = createReportsService({
    moderation: repos.moderation,
    assertCanWrite: canWrite,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    catalogues: repos.catalogues,
    mailer,
    log,
    publicUrl: config.publicUrl,
    configuredAdminEmails: config.adminEmails,
    engagement: repos.engagement,
  });
  const moderationDesk = createModerationDeskService({
    moderation: repos.moderation,
    writes: repos.videoWrites,
    profiles: repos.profiles,
    storage,
    mailer,
    log,
    replyTo: config.mailReplyTo,
    isAdmin,
    engagement: repos.engagement,
    removeCommentAsModerator: (adminId, commentId, settle, reason) =>
      services.engagement.removeAsModerator(adminId, commentId, settle, reason),
    holdVideo: (video, adminId) => heldVideos.hold(video, adminId),
    appealUrl: (decisionId, userId) => appealLinks.url(decisionId, userId),
    onNotice,
  });
  const audit = createAuditService({
    audit: auditRepo,
    requireAdmin: requireAdminWith(isAdmin),
  });
  const labels = createVideoLabelsService({
    labels: createVideoLabelsRepository(handle.db),
    writes: repos.videoWrites,
    profiles: repos.profiles,
    mailer,
    log,
    publicUrl: config.publicUrl,
    replyTo: config.mailReplyTo,
    requireAdmin: requireAdminWith(isAdmin),
    appealUrl: (decisionId, userId) => appealLinks.url(decisionId, userId),
    onNotice,
    now,
  });
  const appeals = createAppealsService({
    onNotice,
    appeals: appealsRepo,
    profiles: repos.profiles,
    links: appealLinks,
    mailer,
    log,
    replyTo: config.mailReplyTo,
    requireAdmin: requireAdminWith(isAdmin),
    undo: {
      remove_comment: async (decision) => {
        if (decision.target_id && (await appealsRepo.restoreComment(Number(decision.target_id))) && decision.video_id) {
          await bus.publish(`video:${decision.video_id}`, { type: 'comment-changed', videoId: decision.video_id });
        }
      },
      delete_video: async (decision) => {
        if (decision.target_id && !(await heldVideos.release(Number(decision.target_id))))
          throw Invalid(APPEAL_MESSAGES.videoGone);
      },
      // A warning takes nothing away: overturning it is the record that it was wrong.
      warn: async () => undefined,
      suspend: overturnStanding('suspend'),
      ban: overturnStanding('ban'),
      // A label a moderator has since taken off needs nothing more.
      label: async (decision) => void (await labels.undo(decision.id)),
    },
    overturnEffect: (decision) =>
      (decision.action === 'suspend' || decision.action === 'ban') && decision.target_id
        ? standing.overturnEffect(decision.target_id, decision.action, Number(decision.created_at))
        : Promise.resolve(null),
    onUpheld: {
      delete_video: async (decision) => {
        if (decision.target_id) await heldVideos.purge(Number(decision.target_id));
      },
    },
    now,
  });
  return { services: { ...services, standing, reports, moderationDesk, audit, appeals, labels }, searchIndex };
}

export type Services = ReturnType<typeof createServices>['services'];
