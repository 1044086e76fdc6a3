import type { FastifyRequest } from 'fastify';
import type { Auth } from '../auth/create-auth.js';
import type { EventBus } from '../bus/event-bus.js';
import type { Config } from '../config.js';
import type { CataloguesService } from '../services/catalogues.service.js';
import type { HealthService } from '../services/health.service.js';
import type { ProfilesService } from '../services/profiles.service.js';
import type { VideosService } from '../services/videos.service.js';
import type { UploadsService } from '../services/uploads.service.js';
import type { EngagementService } from '../services/engagement.service.js';
import type { SearchService } from '../services/search.service.js';
import type { ModerationService } from '../services/moderation.service.js';
import type { Storage } from '../storage/storage.js';
import type { VisitorAnswers } from './visitor-answers.js';

/** What route modules receive: services and adapters, never a database handle. */
export interface RouteContext {
  config: Config;
  storage: Storage;
  bus: EventBus;
  auth: Auth;
  services: {
    catalogues: CataloguesService;
    videos: VideosService;
    health: HealthService;
    profiles: ProfilesService;
    uploads: UploadsService;
    engagement: EngagementService;
    search: SearchService;
    moderation: ModerationService;
  };
  /** Visitors' read answers kept in memory, forgotten on every write. */
  answers: VisitorAnswers;
  /**
   * The user of the auth session behind the request's cookie, whatever the state of its account
   * (`request.viewerId` is the signed-in, non-deleted profile).
   */
  sessionUserId(request: FastifyRequest): Promise<string | null>;
}
