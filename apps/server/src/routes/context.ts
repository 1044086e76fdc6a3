import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { CataloguesService } from '../services/catalogues.service.js';
import type { HealthService } from '../services/health.service.js';
import type { ProfilesService } from '../services/profiles.service.js';
import type { VideosService } from '../services/videos.service.js';
import type { Storage } from '../storage/storage.js';

/** What route modules receive: services and adapters, never a database handle. */
export interface RouteContext {
  config: Config;
  storage: Storage;
  services: {
    catalogues: CataloguesService;
    videos: VideosService;
    health: HealthService;
    profiles: ProfilesService;
  };
  /** The signed-in profile id, or null for a visitor. */
  viewerId(request: FastifyRequest): Promise<string | null>;
}
