import type { ClaimedJob, JobsRepository } from '../repositories/jobs.repository.js';

export type { ClaimedJob };
import { type HeldVideos, PURGE_HELD_VIDEO } from '../video-files/held-videos.js';
import { DELETE_OBJECT, PROCESS_VIDEO, type VideoProcessing } from '../video-files/video-processing.js';
import { type DataExportService, EXPORT_DATA } from './data-export.service.js';
import { SEND_DIGEST, SEND_NOTIFICATION_EMAIL } from '../repositories/notifications.repository.js';
import type { NotificationsService } from './notifications.service.js';

/** How a run ended: 'lost' when its time ran out and another worker took the job over. */
export type JobOutcome = 'done' | 'lost' | 'gone' | 'retry' | 'failed';

export interface JobRules {
  /** How long a claim holds without being renewed: a worker silent this long is presumed dead. */
  leaseMs: number;
  maxAttempts: number;
}

/** Waits before the n-th retry: 5 s, 20 s, 80 s, … at most 10 minutes. */
export const retryDelayMs = (attempt: number) => Math.min(5_000 * 4 ** (attempt - 1), 10 * 60 * 1000);

/** Claims, renews, runs and records durable jobs; the worker (jobs/worker.ts) drives it. */
export function createJobsService(deps: {
  jobs: JobsRepository;
  processing: VideoProcessing;
  /** Ends the holds of videos moderators removed (video-files/held-videos.ts). */
  heldVideos?: Pick<HeldVideos, 'endHold'>;
  /** Makes the ZIPs of 'Download your data' (services/data-export.service.ts). */
  dataExport?: Pick<DataExportService, 'run' | 'failed'>;
  /** Sends notification e-mails, one at a time or as a daily digest (services/notifications.service.ts). */
  notifications?: Pick<NotificationsService, 'sendNow' | 'sendDigest'>;
  rules: JobRules;
  now?: () => number;
}) {
  const { jobs, processing, rules } = deps;
  const now = deps.now ?? Date.now;

  async function runHandler(job: ClaimedJob, workerId: string): Promise<'done' | 'lost' | 'gone'> {
    const running = { id: job.id, workerId, payload: JSON.parse(job.payload) as unknown };
    if (job.kind === PROCESS_VIDEO) return processing.processVideo(running);
    if (job.kind === DELETE_OBJECT) {
      await processing.deleteObject(running);
      return (await jobs.finish(job.id, workerId, now())) ? 'done' : 'lost';
    }
    if (job.kind === PURGE_HELD_VIDEO && deps.heldVideos) {
      const ended = await deps.heldVideos.endHold(running);
      const done =
        ended.outcome === 'done'
          ? await jobs.finish(job.id, workerId, now())
          : await jobs.finishAndRequeue(job.id, workerId, now(), {
              kind: job.kind,
              payload: running.payload,
              runAfter: ended.retryAt,
            });
      return done ? 'done' : 'lost';
    }
    if (job.kind === EXPORT_DATA && deps.dataExport) {
      const { exportId } = running.payload as { exportId: number };
      const outcome = await deps.dataExport.run(exportId);
      return (await jobs.finish(job.id, workerId, now())) ? outcome : 'lost';
    }
    if (job.kind === SEND_NOTIFICATION_EMAIL && deps.notifications) {
      const { notificationId, actorId } = running.payload as { notificationId: number; actorId: string };
      await deps.notifications.sendNow(notificationId, actorId);
      return (await jobs.finish(job.id, workerId, now())) ? 'done' : 'lost';
    }
    if (job.kind === SEND_DIGEST && deps.notifications) {
      await deps.notifications.sendDigest((running.payload as { userId: string }).userId);
      return (await jobs.finish(job.id, workerId, now())) ? 'done' : 'lost';
    }
    throw new Error(`no handler for jobs of kind ${job.kind}`);
  }

  return {
    claim: (workerId: string) => {
      const at = now();
      return jobs.claim(workerId, at, at + rules.leaseMs);
    },
    /** False when the job is no longer this worker's. */
    renew: (job: ClaimedJob, workerId: string) => jobs.extend(job.id, workerId, now() + rules.leaseMs),

    async run(job: ClaimedJob, workerId: string): Promise<{ outcome: JobOutcome; error?: unknown }> {
      try {
        return { outcome: await runHandler(job, workerId) };
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (job.attempts < rules.maxAttempts) {
          await jobs.fail(job.id, workerId, message, now() + retryDelayMs(job.attempts));
          return { outcome: 'retry', error };
        }
        if (job.kind === PROCESS_VIDEO) await processing.giveUp(JSON.parse(job.payload));
        if (job.kind === EXPORT_DATA)
          await deps.dataExport?.failed((JSON.parse(job.payload) as { exportId: number }).exportId);
        await jobs.fail(job.id, workerId, message, null);
        return { outcome: 'failed', error };
      }
    },

    counts: () => jobs.counts(),
    /** Forgets jobs finished more than a week ago. */
    prune: () => jobs.pruneDone(now() - 7 * 24 * 60 * 60 * 1000),
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
