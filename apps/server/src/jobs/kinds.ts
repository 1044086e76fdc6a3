import { z } from 'zod';
import type { DataExportService } from '../services/data-export.service.js';
import type { HeldVideos } from '../video-files/held-videos.js';
import type { JobHandlers, JobRun } from '../services/jobs.service.js';
import type { NotificationsService } from '../services/notifications.service.js';
import type { ChosenPosters } from '../video-files/chosen-posters.js';
import type { VideoProcessing } from '../video-files/video-processing.js';
import type { VideoVisibilityService } from '../services/video-visibility.service.js';

/**
 * The one list of durable jobs: each kind's payload and what runs it. Payloads are checked when a
 * job is queued (repositories/jobs.repository.ts) and again when it is claimed (the row may be old).
 */

/** What the handlers call: services only, so the worker stays above them (eslint.config.js). */
export interface JobServices {
  processing: Pick<VideoProcessing, 'processVideo' | 'makeRenditions' | 'deleteObject' | 'giveUp'>;
  heldVideos: Pick<HeldVideos, 'endHold'>;
  dataExport: Pick<DataExportService, 'run' | 'failed'>;
  notifications: Pick<NotificationsService, 'sendNow' | 'sendDigest' | 'tellFollowers'>;
  visibility: Pick<VideoVisibilityService, 'publishDue'>;
  posters: Pick<ChosenPosters, 'makePoster' | 'giveUp'>;
}

type Outcome = 'done' | 'lost' | 'gone';

interface JobKindEntry<Payload> {
  payload: z.ZodType<Payload>;
  /**
   * Whether its writes show in what readers are sent: if so, every instance's kept answers are
   * dropped when it ends (app.ts). An e-mail sent must not empty them for everyone.
   */
  readersSeeIt: boolean;
  run(services: JobServices, payload: Payload, job: JobRun): Promise<Outcome>;
  /** After the last attempt failed. */
  gaveUp?(services: JobServices, payload: Payload): Promise<void>;
}

/** Ties an entry's handlers to its own schema's payload. */
const kind = <Payload>(entry: JobKindEntry<Payload>) => entry;

const videoId = z.object({ videoId: z.number().int().positive() });

/** Done unless another worker took the job over meanwhile. */
const finished = async (job: JobRun, outcome: Outcome = 'done'): Promise<Outcome> =>
  (await job.finish()) ? outcome : 'lost';

export const JOB_KINDS = {
  /** Every upload leaves one: poster sizes, fast start, Content Credentials. */
  'process-video': kind({
    readersSeeIt: true,
    payload: videoId,
    run: (s, payload, job) => s.processing.processVideo({ id: job.id, workerId: job.workerId, payload }),
    gaveUp: (s, payload) => s.processing.giveUp(payload),
  }),
  /** The renditions larger than the smallest, once the video is shown (video-files/rendition-making.ts). */
  'make-renditions': kind({
    readersSeeIt: true,
    payload: videoId,
    run: (s, payload, job) => s.processing.makeRenditions({ id: job.id, workerId: job.workerId, payload }),
  }),
  /** A stored object to remove later; jobs queued before `bucket` was named mean 'videos'. */
  'delete-object': kind({
    readersSeeIt: false,
    payload: z.object({ bucket: z.enum(['videos', 'exports']).optional(), key: z.string().min(1) }),
    run: async (s, payload, job) => {
      await s.processing.deleteObject(payload);
      return finished(job);
    },
  }),
  /** Ends a moderator's hold once the appeal time has passed (or looks again later). */
  'purge-held-video': kind({
    readersSeeIt: true,
    payload: videoId,
    run: async (s, payload, job) => {
      const ended = await s.heldVideos.endHold(payload);
      if (ended.outcome === 'done') return finished(job);
      return (await job.finishAndRequeue(ended.retryAt)) ? 'done' : 'lost';
    },
  }),
  /** Makes a scheduled video public at its time (services/video-visibility.service.ts). */
  'publish-video': kind({
    readersSeeIt: true,
    payload: videoId,
    run: async (s, payload, job) => {
      await s.visibility.publishDue(payload);
      return finished(job);
    },
  }),
  /**
   * Makes the poster its creator chose: the frame at `atMs`, or the image stored at `imageKey`
   * (video-files/chosen-posters.ts); `requestedAt` names the choice, and a later one wins.
   */
  'make-poster': kind({
    readersSeeIt: true,
    payload: z
      .object({
        videoId: z.number().int().positive(),
        requestedAt: z.number().int().nonnegative(),
        atMs: z.number().int().nonnegative().optional(),
        imageKey: z.string().min(1).optional(),
      })
      .refine((p) => (p.atMs === undefined) !== (p.imageKey === undefined), 'a frame time or an image, not both'),
    run: (s, payload, job) => s.posters.makePoster(payload, job),
    gaveUp: (s, payload) => s.posters.giveUp(payload),
  }),
  /** Writes the ZIP of 'Download your data'. */
  'export-data': kind({
    readersSeeIt: false,
    payload: z.object({ exportId: z.number().int().positive() }),
    run: async (s, { exportId }, job) => finished(job, await s.dataExport.run(exportId)),
    gaveUp: async (s, { exportId }) => {
      await s.dataExport.failed(exportId);
    },
  }),
  'send-notification-email': kind({
    readersSeeIt: false,
    payload: z.object({ notificationId: z.number().int().positive(), actorId: z.string().min(1) }),
    run: async (s, { notificationId, actorId }, job) => {
      await s.notifications.sendNow(notificationId, actorId);
      return finished(job);
    },
  }),
  /** A new public video: each of its creator's followers hears of it (services/notifications.service.ts). */
  'tell-followers': kind({
    readersSeeIt: false,
    payload: videoId,
    run: async (s, { videoId }, job) => {
      await s.notifications.tellFollowers(videoId);
      return finished(job);
    },
  }),
  'send-notification-digest': kind({
    readersSeeIt: false,
    payload: z.object({ userId: z.string().min(1) }),
    run: async (s, { userId }, job) => {
      await s.notifications.sendDigest(userId);
      return finished(job);
    },
  }),
};

export type JobKind = keyof typeof JOB_KINDS;
export type JobPayload<K extends JobKind> = z.infer<(typeof JOB_KINDS)[K]['payload']>;
/** A job to queue, its payload matching its kind. */
export type QueuedJob = { [K in JobKind]: { kind: K; payload: JobPayload<K>; runAfter: number } }[JobKind];

const isKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind);

/** Whether a job of this kind ends with kept answers dropped; a kind not known here does, to be safe. */
export const readersSeeJob = (kind: string): boolean => !isKind(kind) || JOB_KINDS[kind].readersSeeIt;

/** `payload` as its kind expects it; throws, saying what is wrong, when it is not. */
export function checkedPayload<K extends JobKind>(kind: K, payload: unknown): JobPayload<K>;
export function checkedPayload(kind: string, payload: unknown): unknown;
export function checkedPayload(kind: string, payload: unknown): unknown {
  if (!isKind(kind)) throw new Error(`no handler for jobs of kind ${kind}`);
  const parsed = JOB_KINDS[kind].payload.safeParse(payload);
  if (!parsed.success) throw new Error(`bad payload for a job of kind ${kind}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Runs claimed jobs with these services (create-services.ts hands it to services/jobs.service.ts). */
export function createJobHandlers(services: JobServices): JobHandlers {
  // The kind was checked by `read`, and the payload parsed by its schema.
  const entry = (kind: string) => JOB_KINDS[kind as JobKind] as JobKindEntry<unknown>;
  return {
    read(kind, raw) {
      let value: unknown;
      try {
        value = JSON.parse(raw);
      } catch {
        throw new Error(`bad payload for a job of kind ${kind}: not JSON`);
      }
      return checkedPayload(kind, value);
    },
    run: (kind, payload, job) => entry(kind).run(services, payload, job),
    gaveUp: async (kind, payload) => entry(kind).gaveUp?.(services, payload),
  };
}
