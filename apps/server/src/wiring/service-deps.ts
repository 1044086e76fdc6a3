import type { FastifyBaseLogger } from 'fastify';
import type { EventBus } from '../bus/event-bus.js';
import type { SharedVersion } from '../bus/shared-version.js';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import type { Mailer } from '../mail/mailer.js';
import type { Metrics } from '../metrics/metrics.js';
import type { Storage } from '../storage/storage.js';

/** What the app hands to `createServices`: the adapters every service is built over. */
export interface ServiceDeps {
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
  /** Bumped by writes that change only a reader's own For You: with answersVersion, what ranking stamps are fresh by. */
  feedsVersion: SharedVersion;
  /** The clock of time windows (views, write limits); tests move it instead of waiting. */
  now?: () => number;
  /** Prometheus metrics, when METRICS_PORT is set (playback samples are recorded into them). */
  metrics?: Metrics;
  /** A job was queued by this instance (its worker can start on it at once). */
  onJobQueued?: () => void;
}
