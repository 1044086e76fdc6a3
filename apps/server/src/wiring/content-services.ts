import { createCataloguesService } from '../services/catalogues.service.js';
import { createDataExportService } from '../services/data-export.service.js';
import { createEngagementService } from '../services/engagement.service.js';
import { createFeedSteeringService } from '../services/feed-steering.service.js';
import { createForYouService } from '../services/for-you.service.js';
import { createHealthService } from '../services/health.service.js';
import { createIndexedSearch } from '../search/indexed-search.js';
import { createJobHandlers } from '../jobs/kinds.js';
import { createJobsService } from '../services/jobs.service.js';
import { createKeptCards } from '../read-cache/kept-cards.js';
import { createPlaybackService } from '../services/playback.service.js';
import { createSearchService } from '../services/search.service.js';
import { createUploadsService } from '../services/uploads.service.js';
import { createChosenPosters } from '../video-files/chosen-posters.js';
import { createVideoProcessing } from '../video-files/video-processing.js';
import { createVideoPostersService } from '../services/video-posters.service.js';
import { createVideosService } from '../services/videos.service.js';
import { createVideoVisibilityService } from '../services/video-visibility.service.js';
import { remixSourceFor } from '../services/remix-links.js';
import { createCollectionsService } from '../services/collections.service.js';
import { createStudioService } from '../services/studio.service.js';
import { createFilePreviewService } from '../services/file-preview.service.js';
import type { AccountServices } from './account-services.js';
import type { Repositories } from './repositories.js';
import type { ServiceDeps } from './service-deps.js';

// A job that failed this many times stays failed (its video is then shown as stored).
const JOB_ATTEMPTS = 5;

// Cards kept for visitors' searches and For You (read-cache/kept-cards.ts): ~10,000 videos' worth.
const KEPT_CARDS = 10_000;

/** The services about videos and what people do with them, search, uploads and the job worker's. */
export function createContentServices(deps: ServiceDeps, repos: Repositories, accounts: AccountServices) {
  const { handle, storage, bus, mailer, config, log, answersVersion, now, onJobQueued, metrics } = deps;
  const { blocks, sensitiveContent, language, profiles, isAdmin, notifications, canWrite, heldVideos, notices } =
    accounts;
  const searchIndex =
    config.searchIndex === 'memory'
      ? createIndexedSearch(repos.search, answersVersion, (err) =>
          log.error({ err }, 'reading the search index failed'),
        )
      : undefined;
  const dataExport = createDataExportService({
    exports: repos.dataExports,
    storage,
    mailer,
    publicUrl: config.publicUrl,
    onQueued: onJobQueued,
    now,
    localeOf: repos.languageChoices.localeOf,
  });
  // Everyone's cards by id: what visitors' searches and For You pages are made of.
  const keptCards = createKeptCards(
    answersVersion,
    config.answerCacheBytes > 0 ? KEPT_CARDS : 0,
    repos.videos,
    storage,
  );
  const visibility = createVideoVisibilityService({
    visibility: repos.visibility,
    // Followers, and a remix's source creator, hear of a video once anyone can find it.
    onPublished: (videoId) => notifications.videoShown(videoId),
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
      remixes: repos.remixes,
      storage,
      isAdmin,
      assertCanWrite: canWrite,
      captionLimit: config.writeLimits.captions,
      applyVisibility: (videoId, values) => visibility.apply(videoId, values),
      now: now,
    }),
    forYou: createForYouService({
      reads: repos.forYou,
      catalogues: repos.catalogues,
      cards: keptCards.cards,
      now,
      versions: [answersVersion, deps.feedsVersion],
      onError: (err) => log.error({ err }, 'writing what For You sessions were shown failed'),
    }),
    feedSteering: createFeedSteeringService({
      steering: repos.feedSteering,
      videos: repos.videos,
      profiles: repos.profiles,
      catalogues: repos.catalogues,
      views: repos.views,
      now,
    }),
    health: createHealthService({
      health: repos.health,
      dialect: handle.dialect,
      storage,
      redisVersion: config.redisUrl ? answersVersion : null,
    }),
    profiles,
    blocks,
    sensitiveContent,
    language,
    playback: createPlaybackService({ metrics, now }),
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
      hidesSensitive: (viewerId) => sensitiveContent.hides(viewerId),
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
      kept: keptCards,
      hiddenFor: (viewerId) => blocks.hiddenFor(viewerId),
      hidesSensitive: (viewerId) => sensitiveContent.hides(viewerId),
    }),
    uploads: createUploadsService({
      writes: repos.videoWrites,
      openUploads: repos.openUploads,
      catalogues: repos.catalogues,
      storage,
      isDeleted: (userId) => profiles.isDeleted(userId),
      assertCanWrite: canWrite,
      remixSource: (uploaderId, remixOf) =>
        remixSourceFor(repos.videos, (a, b) => blocks.isBlocked(a, b), uploaderId, remixOf),
      onQueued: onJobQueued,
    }),
    videoPosters: createVideoPostersService({
      posters: repos.posterChoices,
      storage,
      assertCanWrite: canWrite,
      onQueued: onJobQueued,
      now,
    }),
    dataExport,
    studio: createStudioService({ studio: repos.studio, now }),
    collections: createCollectionsService({
      collections: repos.collections,
      videos: repos.videos,
      storage,
      profileIdOf: async (username) => {
        const profile = await repos.profiles.findLiveByUsername(username);
        return profile && profile.banned_at == null ? profile.id : null;
      },
      hiddenFor: (viewerId) => blocks.hiddenFor(viewerId),
      hidesSensitive: (viewerId) => sensitiveContent.hides(viewerId),
      assertCanWrite: canWrite,
      now,
    }),
    filePreview: createFilePreviewService({
      isDeleted: (userId) => profiles.isDeleted(userId),
      assertCanWrite: canWrite,
    }),
    jobs: createJobsService({
      jobs: repos.jobs,
      handlers: createJobHandlers({
        processing: createVideoProcessing({
          writes: repos.videoWrites,
          storage,
          c2paTrust: config.c2paTrust,
          now,
          // Followers, and a remix's source creator, hear of a video once anyone can see it.
          onShown: (videoId) => notifications.videoShown(videoId),
        }),
        heldVideos,
        dataExport,
        notifications,
        visibility,
        posters: createChosenPosters({ posters: repos.posterChoices, storage, now }),
      }),
      rules: { leaseMs: config.jobs.leaseMs, maxAttempts: JOB_ATTEMPTS },
      now,
    }),
  };
  return { services, searchIndex };
}
