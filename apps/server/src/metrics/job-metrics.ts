import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** How many jobs stand in the queue now, read from its table on each scrape. */
export interface QueueCounts {
  queued: number;
  running: number;
  failed: number;
}

export interface JobMetrics {
  /**
   * Exports `jobs_queued`, `jobs_running` and `jobs_failed_total` (failed rows now: a gauge), read
   * through `read` once per scrape. Calling it again replaces the reader. A read that fails leaves
   * the last values.
   */
  watchQueue(read: () => Promise<QueueCounts>): void;
  /** One job run ended: `job_runs_total{kind,outcome}` and `job_run_duration_seconds{kind,outcome}`. */
  observeJob(kind: string, outcome: string, seconds: number): void;
}

export function createJobMetrics(registry: Registry): JobMetrics {
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Job runs ended, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'How long job runs took, by kind and outcome',
    labelNames: ['kind', 'outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  });

  let read: (() => Promise<QueueCounts>) | undefined;
  // The three gauges are collected together in a scrape: they share one read.
  let reading: Promise<QueueCounts | undefined> | undefined;
  const counts = () =>
    (reading ??= (read?.() ?? Promise.resolve(undefined))
      .catch(() => undefined)
      .finally(() => {
        reading = undefined;
      }));
  const gauge = (name: string, help: string, pick: (c: QueueCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const c = await counts();
        if (c) this.set(pick(c));
      },
    });

  let watching = false;
  return {
    watchQueue(reader) {
      read = reader;
      if (watching) return;
      watching = true;
      gauge('jobs_queued', 'Jobs waiting to run', (c) => c.queued);
      gauge('jobs_running', 'Jobs running now', (c) => c.running);
      gauge('jobs_failed_total', 'Jobs that failed for good (rows in the queue now)', (c) => c.failed);
    },
    observeJob(kind, outcome, seconds) {
      runs.inc({ kind, outcome });
      durations.observe({ kind, outcome }, seconds);
    },
  };
}
