import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { EventBus } from './bus/event-bus.js';
import type { Services } from './create-services.js';
import type { DatabaseHandle } from './db/connect.js';
import type { ServedRoute } from './http/create-fastify.js';
import type { VisitorAnswers } from './http/visitor-answers.js';
import type { AnswerMismatch } from './http/declare-route.js';
import type { JobWorker } from './jobs/worker.js';
import type { Mailer } from './mail/mailer.js';
import type { Metrics } from './metrics/metrics.js';
import type { ApiRoute } from './openapi/openapi-document.js';
import type { Storage } from './storage/storage.js';

/** What `buildApp` (app.ts) hands back: the app and the parts that tests and main.ts reach into. */
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
  /** Every route as declared with `route()` (http/declare-route.ts): what the documents are made of. */
  declarations: readonly ApiRoute[];
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
  /** Tests only: parse each 2xx JSON answer with its route's declared schema, reporting refusals. */
  checkAnswers?: (mismatch: AnswerMismatch) => void;
}
