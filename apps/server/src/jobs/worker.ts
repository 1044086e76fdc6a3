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
 * One job at a time per instance (a poster and a remux already use a core each), polled every
 * `pollMs`; while a job runs its claim is renewed every third of the lease, so only a worker that
 * stopped answering (killed, frozen) loses it to another.
 */
export function createJobWorker(opts: {
  jobs: JobsService;
  pollMs: number;
  leaseMs: number;
  onFinished: (job: ClaimedJob, outcome: JobOutcome, ms: number) => void | Promise<void>;
  onError: (err: unknown, job?: ClaimedJob) => void;
}): JobWorker {
  const id = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  let current: Promise<boolean> | null = null;
  let stopped = true;
  let closing = false;
  let timer: NodeJS.Timeout | undefined;

  async function runOne(): Promise<boolean> {
    const job = await opts.jobs.claim(id);
    if (!job) return false;
    const started = Date.now();
    const renew = setInterval(
      () => void opts.jobs.renew(job, id).catch((err: unknown) => opts.onError(err, job)),
      Math.max(100, Math.floor(opts.leaseMs / 3)),
    );
    try {
      const { outcome, error } = await opts.jobs.run(job, id);
      if (error) opts.onError(error, job);
      await opts.onFinished(job, outcome, Date.now() - started);
    } finally {
      clearInterval(renew);
    }
    return true;
  }

  /** One claim and run at a time in this process, whoever asks (the poll or drain). */
  function tick(): Promise<boolean> {
    if (current) return current.then(() => tick());
    current = runOne()
      .catch((err: unknown) => {
        opts.onError(err);
        return false;
      })
      .finally(() => (current = null));
    return current;
  }

  function schedule(delay: number) {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(() => void poll(), delay);
    timer.unref();
  }

  async function poll() {
    if (stopped) return;
    const ran = await tick();
    // After a job, look again at once: more may be waiting.
    schedule(ran ? 0 : opts.pollMs);
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
      while (!closing && (await tick()));
    },
    async stop() {
      stopped = true;
      closing = true;
      clearTimeout(timer);
      await current;
    },
  };
}
