import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { ClaimedJob, JobOutcome, JobsService } from '../services/jobs.service.js';

export interface JobWorker {
  start(): void;
  /** Looks for work now (a job was just queued here) instead of at the next poll. */
  wake(): void;
  /** Runs every job that is due, here and now, and resolves when none is left (tests, commands). */
  drain(): Promise<void>;
  /** Takes no new job and resolves when the current one has finished (graceful shutdown). */
  stop(): Promise<void>;
  readonly id: string;
}

/**
 * `concurrency` jobs at a time per instance (one by default: a transcode already uses both cores of
 * a small machine), polled every `pollMs`; while a job runs its claim is renewed every third of the
 * lease, so only a worker that stopped answering (killed, frozen) loses it to another. Claims are
 * made one at a time, each once a slot is free.
 */
export function createJobWorker(opts: {
  jobs: JobsService;
  pollMs: number;
  leaseMs: number;
  concurrency?: number;
  onFinished: (job: ClaimedJob, outcome: JobOutcome, ms: number) => void | Promise<void>;
  onError: (err: unknown, job?: ClaimedJob) => void;
}): JobWorker {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  const slots = Math.max(1, opts.concurrency ?? 1);
  const running = new Set<Promise<void>>();
  let claims: Promise<unknown> = Promise.resolve();
  let stopped = true;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  async function execute(job: ClaimedJob): Promise<void> {
    const started = Date.now();
    const renew = setInterval(
      () => void opts.jobs.renew(job, id).catch((err: unknown) => opts.onError(err, job)),
      Math.max(100, Math.floor(opts.leaseMs / 3)),
    );
    try {
      const { outcome, error } = await opts.jobs.run(job, id);
      if (error) opts.onError(error, job);
      await opts.onFinished(job, outcome, Date.now() - started);
    } catch (err) {
      opts.onError(err, job);
    } finally {
      clearInterval(renew);
    }
  }

  /** Waits for a free slot, claims a job and starts it; whether one was started. */
  async function claimNext(): Promise<boolean> {
    while (running.size >= slots) await Promise.race(running);
    if (closing) return false;
    const job = await opts.jobs.claim(id);
    if (!job) return false;
    const run: Promise<void> = execute(job).finally(() => running.delete(run));
    running.add(run);
    return true;
  }

  /** One claim at a time in this process, whoever asks (the poll or drain). */
  function next(): Promise<boolean> {
    const claimed = claims.then(claimNext).catch((err: unknown) => {
      opts.onError(err);
      return false;
    });
    claims = claimed;
    return claimed;
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void poll(), delay);
    timer.unref();
  }

  async function poll() {
    if (stopped) return;
    const started = await next();
    // After a claim, look again at once: more may be waiting (the next claim waits for a slot).
    schedule(started ? 0 : opts.pollMs);
  }

  return {
    id,
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      if (!stopped) schedule(0);
    },
    async drain() {
      // Jobs that finish may queue more that are due now: look again until a round starts none.
      for (;;) {
        let started = false;
        while (!closing && (await next())) started = true;
        await Promise.all(running);
        if (!started || closing) return;
      }
    },
    async stop() {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      await claims;
      await Promise.all(running);
    },
  };
}
