import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  MESSAGES,
  POSTER_IMAGE_MAX_BYTES,
  POSTER_IMAGE_TYPES,
  POSTER_TEXTS,
  type PosterChoice,
  type PosterFrameRequest,
  REFUSAL_MESSAGES,
} from '@promptreel/contract';
import { Forbidden, Invalid, NotFound, TooLarge, Unauthenticated } from '../errors.js';
import { readsAsImage, sniffImageType } from '../images/poster-image.js';
import type { PosterChoicesRepository } from '../repositories/poster-choices.repository.js';
import { POSTER_SOURCE_FOLDER } from '../storage/keys.js';
import type { Storage } from '../storage/storage.js';

/** An uploaded image as the route read it: its bytes and the type the browser declared. */
export interface PosterImageUpload {
  bytes: Buffer;
  declaredType: string;
}

const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * The poster a creator chooses (issue 36, goal 4): a frame of their video or an image of their own.
 * A choice is checked and recorded with a 'make-poster' job (jobs/kinds.ts) in one transaction; the
 * job makes the poster (video-files/chosen-posters.ts), never the request. Owner only, as every
 * edit of a video (an admin is refused as anyone else), and refused to a suspended account.
 */
export function createVideoPostersService(deps: {
  posters: PosterChoicesRepository;
  storage: Storage;
  /** Refuses a suspended or banned account (services/account-standing.service.ts). */
  assertCanWrite: (userId: string) => Promise<void>;
  /** Called once a job is queued, so this instance's worker starts on it at once. */
  onQueued?: () => void;
  now?: () => number;
}) {
  const { posters, storage } = deps;
  const now = deps.now ?? Date.now;

  async function ownVideo(viewerId: string | null, id: number) {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    await deps.assertCanWrite(viewerId);
    const video = await posters.videoOf(id);
    if (!video) throw NotFound(MESSAGES.videoNotFound);
    if (video.owner_id !== viewerId) throw Forbidden(REFUSAL_MESSAGES.notYourVideo);
    if (!video.file_path) throw Invalid(POSTER_TEXTS.noFile);
    return video;
  }

  const pending = (video: { thumbnail_url: string | null }): PosterChoice => ({
    pending: true,
    posterUrl: video.thumbnail_url ? storage.publicPath('videos', video.thumbnail_url) : null,
  });

  const refuse = (field: string, message: string) => Invalid(message, [{ field, message }]);

  return {
    /** The frame at `atMs` (within the video) becomes the poster. */
    async chooseFrame(viewerId: string | null, id: number, read: () => PosterFrameRequest): Promise<PosterChoice> {
      const video = await ownVideo(viewerId, id);
      const { atMs } = read();
      if (video.duration_ms !== null && atMs >= video.duration_ms) throw refuse('atMs', POSTER_TEXTS.outsideVideo);
      await posters.request({ videoId: id, requestedAt: now(), atMs });
      deps.onQueued?.();
      return pending(video);
    },

    /**
     * An image of the creator's own becomes the poster: a JPEG, PNG or WebP by its bytes (its first
     * bytes and its header, read without decoding it), at most 5 MB. It waits in a private folder for
     * the job, which crops it to the video's shape.
     */
    async chooseImage(
      viewerId: string | null,
      id: number,
      read: () => Promise<PosterImageUpload>,
    ): Promise<PosterChoice> {
      const video = await ownVideo(viewerId, id);
      const { bytes, declaredType } = await read();
      if (!(POSTER_IMAGE_TYPES as readonly string[]).includes(declaredType))
        throw refuse('file', POSTER_TEXTS.wrongType);
      if (bytes.length > POSTER_IMAGE_MAX_BYTES) throw TooLarge(POSTER_TEXTS.tooLarge);
      const type = sniffImageType(bytes);
      if (!type || !(await readsAsImage(bytes, type))) throw refuse('file', POSTER_TEXTS.notAnImage);
      const requestedAt = now();
      const imageKey = `${POSTER_SOURCE_FOLDER}/${id}-${requestedAt}-${randomBytes(6).toString('hex')}.${EXTENSIONS[type]}`;
      await storage.put('videos', imageKey, Readable.from([bytes]), { contentType: type });
      try {
        await posters.request({ videoId: id, requestedAt, imageKey });
      } catch (err) {
        await storage.delete('videos', imageKey).catch(() => undefined);
        throw err;
      }
      deps.onQueued?.();
      return pending(video);
    },
  };
}

export type VideoPostersService = ReturnType<typeof createVideoPostersService>;
