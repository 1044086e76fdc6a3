import type { Auth } from '../auth/create-auth.js';
import type { EventBus } from '../bus/event-bus.js';
import type { Config } from '../config.js';
import type { Services } from '../create-services.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Storage } from '../storage/storage.js';
import type { VisitorAnswers } from './visitor-answers.js';

/** What route modules receive: services and adapters, never a database handle. */
export interface RouteContext {
  config: Config;
  storage: Storage;
  bus: EventBus;
  auth: Auth;
  services: Services;
  /** Visitors' read answers kept in memory, forgotten on every write. */
  answers: VisitorAnswers;
  /** Prometheus metrics, when METRICS_PORT is set. */
  metrics?: Metrics;
  /**
   * The user of the auth session behind a Cookie header, whatever the state of its account
   * (`request.viewerId` is the signed-in, non-deleted profile).
   */
  sessionUserId(cookie: string | undefined): Promise<string | null>;
}
