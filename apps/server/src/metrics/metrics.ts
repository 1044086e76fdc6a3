import { Counter, Histogram, Registry } from 'prom-client';
import { createJobMetrics, type JobMetrics } from './job-metrics.js';
import { createPlaybackMetrics, type PlaybackMetrics } from './playback-metrics.js';
import { processMetrics } from './process-metrics.js';

/**
 * One app's Prometheus metrics, in a registry of its own (never prom-client's global one), so two
 * apps in one process do not clash. Made only when METRICS_PORT is set; the HTTP counters are
 * installed by `countHttpRequests` (http-metrics.ts), the scrape listener by `listenForScrapes`.
 */
export interface Metrics extends JobMetrics, PlaybackMetrics {
  registry: Registry;
  /** Bytes the tus endpoint stored (`upload_bytes_total`), chunk by chunk. */
  countUploadBytes(bytes: number): void;
  /** Time from a publish on the event bus to its delivery here (`bus_event_lag_seconds`). */
  observeBusLag(seconds: number): void;
  /** This app's metrics and the process's (prom-client's defaults), in Prometheus text format. */
  scrape(): Promise<{ contentType: string; body: string }>;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  const uploadBytes = new Counter({
    name: 'upload_bytes_total',
    help: 'Bytes received and stored by the tus upload endpoint (every chunk, finished upload or not)',
    registers: [registry],
  });
  const busLag = new Histogram({
    name: 'bus_event_lag_seconds',
    help: 'Time from publishing a live event on the bus to its delivery to subscribers of this instance',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  return {
    registry,
    ...createJobMetrics(registry),
    ...createPlaybackMetrics(registry),
    countUploadBytes: (bytes) => uploadBytes.inc(bytes),
    observeBusLag: (seconds) => busLag.observe(seconds),
    async scrape() {
      const [own, ofProcess] = await Promise.all([registry.metrics(), processMetrics().metrics()]);
      return { contentType: registry.contentType, body: own + ofProcess };
    },
  };
}
