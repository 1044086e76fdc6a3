import type { ClaimedJob, JobsRepository } from '../repositories/jobs.repository.js';

export type { ClaimedJob };

/** How a run ended: 'lost' when its time ran out and another worker took the job over. */
export type JobOutcome = 'done' | 'lost' | 'gone' | 'retry' | 'failed';

export interface JobRules {
  /** How long a claim holds without being renewed: a worker silent this long is presumed dead. */
  leaseMs: number;
  maxAttempts: number;
}

/** One run of a claimed job, as its handler sees it. */
export interface JobRun {
  id: number;
  workerId: string;
  /** Marks the job done; false when it is no longer this worker's. */
  finish(): Promise<boolean>;
  /** Marks it done and queues it again, same kind and payload, for `runAfter` (not yet due). */
  finishAndRequeue(runAfter: number): Promise<boolean>;
}

/**
 * What each kind of job does: the registry in jobs/kinds.ts, handed in by create-services.ts so
 * this layer imports nothing above it.
 */
export interface JobHandlers {
  /** The stored payload checked against its kind's schema; throws, saying why, when it is not. */
  read(kind: string, payload: string): unknown;
  run(kind: string, payload: unknown, job: JobRun): Promise<'done' | 'lost' | 'gone'>;
  /** After the last attempt failed. */
  gaveUp(kind: string, payload: unknown): Promise<void>;
}

/** Waits before the n-th retry: 5 s, 20 s, 80 s, … at most 10 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(5_000 * 4 ** (attempt - 1), 10 * 60 * 1000);

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Claims, renews, runs and records durable jobs; the worker (jobs/worker.ts) drives it. */
export function createJobsService(deps: {
  jobs: JobsRepository;
  handlers: JobHandlers;
  rules: JobRules;
  now?: () => number;
}) {
  const { jobs, handlers, rules } = deps;
  const now = deps.now ?? Date.now;

  const runOf = (job: ClaimedJob, workerId: string, payload: unknown): JobRun => ({
    id: job.id,
    workerId,
    finish: () => jobs.finish(job.id, workerId, now()),
    finishAndRequeue: (runAfter) =>
      jobs.finishAndRequeue(job.id, workerId, now(), { kind: job.kind, payload, runAfter }),
  });

  return {
    claim: (workerId: string) => {
      const at = now();
      return jobs.claim(workerId, at, at + rules.leaseMs);
    },
    /** False when the job is no longer this worker's. */
    renew: (job: ClaimedJob, workerId: string) => jobs.extend(job.id, workerId, now() + rules.leaseMs),

    async run(job: ClaimedJob, workerId: string): Promise<{ outcome: JobOutcome; error?: unknown }> {
      let payload: unknown;
      try {
        payload = handlers.read(job.kind, job.payload);
      } catch (error) {
        // Another attempt would read the same row: the job fails for good, the others go on.
        await jobs.fail(job.id, workerId, messageOf(error), null);
        return { outcome: 'failed', error };
      }
      try {
        return { outcome: await handlers.run(job.kind, payload, runOf(job, workerId, payload)) };
      } catch (error) {
        if (job.attempts < rules.maxAttempts) {
          await jobs.fail(job.id, workerId, messageOf(error), now() + retryDelayMs(job.attempts));
          return { outcome: 'retry', error };
        }
        await handlers.gaveUp(job.kind, payload);
        await jobs.fail(job.id, workerId, messageOf(error), null);
        return { outcome: 'failed', error };
      }
    },

    counts: () => jobs.counts(),
    /** Forgets jobs finished more than a week ago. */
    prune: () => jobs.pruneDone(now() - 7 * 24 * 60 * 60 * 1000),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
