import type { DatabaseHandle } from '../db/connect.js';
import { createAccountLifecycleRepository } from '../repositories/accounts-lifecycle.repository.js';
import { createAccountStandingRepository } from '../repositories/account-standing.repository.js';
import { createAppealsRepository } from '../repositories/appeals.repository.js';
import { createAuditRepository } from '../repositories/audit.repository.js';
import { createBlocksRepository } from '../repositories/blocks.repository.js';
import { createCaptionsRepository } from '../repositories/captions.repository.js';
import { createCataloguesRepository } from '../repositories/catalogues.repository.js';
import { createDataExportsRepository } from '../repositories/data-exports.repository.js';
import { createEngagementRepository } from '../repositories/engagement.repository.js';
import { createFeedSteeringRepository } from '../repositories/feed-steering.repository.js';
import { createForYouReads } from '../repositories/for-you-reads.js';
import { createForYouSignals } from '../repositories/for-you-signals.js';
import { FOR_YOU_WEIGHTS } from '../rules/for-you-weights.js';
import { createHealthRepository } from '../repositories/health.repository.js';
import { createJobsRepository } from '../repositories/jobs.repository.js';
import { createModerationRepository } from '../repositories/moderation.repository.js';
import { createNotificationsRepository } from '../repositories/notifications.repository.js';
import { createProfilesRepository, createSocialProfilesRepository } from '../repositories/profiles.repository.js';
import { createRemixesRepository } from '../repositories/remixes.repository.js';
import { createSearchRepository } from '../repositories/search.repository.js';
import { createVideoLabelsRepository } from '../repositories/video-labels.repository.js';
import { createCollectionsRepository } from '../repositories/collections.repository.js';
import { createStudioRepository } from '../repositories/studio.repository.js';
import { createOpenUploadsRepository } from '../repositories/open-uploads.repository.js';
import { createPosterChoicesRepository } from '../repositories/poster-choices.repository.js';
import { createSensitiveChoicesRepository } from '../repositories/sensitive-choices.repository.js';
import { createLanguageChoicesRepository } from '../repositories/language-choices.repository.js';
import { createVideoWritesRepository } from '../repositories/video-writes.repository.js';
import { createVideoVisibilityRepository } from '../repositories/video-visibility.repository.js';
import { createVideosRepository } from '../repositories/videos.repository.js';
import { createViewsRepository } from '../repositories/views.repository.js';

/** Every repository over one database; the services are built over these. */
export function createRepositories(handle: DatabaseHandle) {
  // Claps, comments, follows, uploads and watching tell For You as they are written.
  const signals = createForYouSignals(FOR_YOU_WEIGHTS);
  return {
    catalogues: createCataloguesRepository(handle.db),
    videos: createVideosRepository(handle.db),
    remixes: createRemixesRepository(handle.db),
    forYou: createForYouReads(handle.db, FOR_YOU_WEIGHTS.tasteHalfLifeMs),
    feedSteering: createFeedSteeringRepository(handle.db, signals),
    profiles: createProfilesRepository(handle.db),
    social: createSocialProfilesRepository(handle.db),
    sensitiveChoices: createSensitiveChoicesRepository(handle.db),
    languageChoices: createLanguageChoicesRepository(handle.db),
    lifecycle: createAccountLifecycleRepository(handle.db),
    videoWrites: createVideoWritesRepository(handle.db, signals),
    visibility: createVideoVisibilityRepository(handle.db, signals),
    openUploads: createOpenUploadsRepository(handle.db),
    posterChoices: createPosterChoicesRepository(handle.db),
    collections: createCollectionsRepository(handle.db),
    studio: createStudioRepository(handle.db),
    captions: createCaptionsRepository(handle.db),
    engagement: createEngagementRepository(handle.db, signals),
    search: createSearchRepository(handle.db, handle.dialect),
    moderation: createModerationRepository(handle.db),
    views: createViewsRepository(handle.db),
    blocks: createBlocksRepository(handle.db),
    notifications: createNotificationsRepository(handle.db),
    standing: createAccountStandingRepository(handle.db),
    audit: createAuditRepository(handle.db),
    appeals: createAppealsRepository(handle.db),
    labels: createVideoLabelsRepository(handle.db),
    dataExports: createDataExportsRepository(handle.db),
    health: createHealthRepository(handle.db),
    jobs: createJobsRepository(handle.db, handle.dialect),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
