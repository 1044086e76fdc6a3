import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import {
  LIMITS,
  MESSAGES,
  UPLOAD_MESSAGES,
  uploadMetadataSchema,
  type UploadFinished,
  type UploadLimit,
  REFUSAL_MESSAGES,
} from '@promptreel/contract';
import sharp from 'sharp';
import { Forbidden, Invalid, NotFound, TooMany, Unauthenticated } from '../errors.js';
import { formatPosterVariants, storePosterVariants } from '../images/poster-variants.js';
import { ffmpegAvailable } from '../media/ffmpeg.js';
import { createFirstFrameChecks } from '../media/first-frame-checks.js';
import { NotMp4Error, probeMp4 } from '../media/mp4-probe.js';
import { utcDay } from '../lib/utc-day.js';
import { parsedOrRefused } from '../lib/zod-defaults.js';
import { chosenCatalogue } from '../rules/catalogue-choice.js';
import { chosenVisibility } from '../rules/visibility-choice.js';
import { dailyUsage } from '../rules/daily-limits.js';
import { orientationOf } from '../media/orientation.js';
import type { CataloguesRepository } from '../repositories/catalogues.repository.js';
import type { OpenUploadsRepository } from '../repositories/open-uploads.repository.js';
import type { VideoWritesRepository } from '../repositories/video-writes.repository.js';
import { slugify } from '../storage/keys.js';
import type { Storage } from '../storage/storage.js';

/** Unfinished uploads expire this long after they were created (the tus store deletes their files). */
export const OPEN_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

export function createUploadsService(deps: {
  writes: VideoWritesRepository;
  openUploads: OpenUploadsRepository;
  catalogues: CataloguesRepository;
  storage: Storage;
  isDeleted: (userId: string) => Promise<boolean>;
  /** Refuses a suspended or banned account (services/account-standing.service.ts). */
  assertCanWrite?: (userId: string) => Promise<void>;
  /** The video an upload remixes, refused unless it may be (services/remix-links.ts). */
  remixSource: (
    uploaderId: string,
    remixOf: number,
  ) => Promise<{ remix_of: number; remix_root: number; remix_claim: 'claimed' }>;
  /** Called once an upload's job is queued, so this instance's worker starts on it at once. */
  onQueued?: () => void;
  now?: () => number;
}) {
  const { writes, openUploads, catalogues, storage } = deps;
  const firstFrames = createFirstFrameChecks();
  const now = deps.now ?? Date.now;

  /** The day's slots: finished uploads and open ones (which took a slot at creation) both hold one. */
  async function limit(userId: string): Promise<UploadLimit> {
    const at = now();
    const usage = dailyUsage('uploads', await writes.uploadsCountOf(userId), at);
    const open = await openUploads.openUploadsCountOf(userId, at - OPEN_UPLOAD_TTL_MS);
    return {
      dailyUploads: usage.used,
      openUploads: open,
      lastUploadDate: usage.lastDay,
      limit: usage.limit,
      remaining: Math.max(0, usage.remaining - open),
    };
  }

  async function requireUploader(userId: string | null): Promise<string> {
    if (!userId || (await deps.isDeleted(userId))) throw Unauthenticated(UPLOAD_MESSAGES.logInToUpload);
    await deps.assertCanWrite?.(userId);
    return userId;
  }

  /** Checks what the browser declares before any byte is accepted. */
  async function checkStart(
    userId: string | null,
    raw: Record<string, string | null | undefined>,
    declaredSize: number | undefined,
    stage: 'start' | 'finish' = 'start',
  ) {
    const uploader = await requireUploader(userId);
    const meta = parsedOrRefused(uploadMetadataSchema, raw, { wholeField: '' });
    // Checked before any byte; an upload ending after the time it was scheduled for is just public.
    const visibility = chosenVisibility(meta.visibility, meta.publishAt, now(), {
      hasBeenPublic: false,
      pastMeansNow: stage === 'finish',
    });
    if (declaredSize !== undefined && declaredSize > LIMITS.maxFileBytes) throw Invalid(UPLOAD_MESSAGES.tooLarge);
    // Handed back so that the caller needs no second look-up of the same rows.
    const catalogue = await chosenCatalogue(catalogues, meta.platformId, meta.categoryId);
    // Finished uploads only: the upload being finished holds an open slot of its own, and
    // openUpload / insertWithinDailyLimit count open ones under the owner's lock.
    if (dailyUsage('uploads', await writes.uploadsCountOf(uploader), now()).remaining === 0)
      throw TooMany(UPLOAD_MESSAGES.dailyLimit);
    // Asked again when the upload ends: the source may have gone or closed to remixes meanwhile.
    const remix = meta.remixOf === undefined ? null : await deps.remixSource(uploader, meta.remixOf);
    return { uploader, meta, catalogue, remix, visibility };
  }

  /**
   * A new (tus) upload: the declared details are checked, then the upload takes one of the day's
   * slots and reserves its declared bytes until it ends. A length declared later (tus
   * creation-defer-length) reserves the largest file.
   */
  async function startUpload(
    userId: string | null,
    uploadId: string,
    raw: Record<string, string | null | undefined>,
    declaredSize: number | undefined,
  ): Promise<string> {
    const { uploader } = await checkStart(userId, raw, declaredSize);
    const at = now();
    const outcome = await openUploads.openUpload(
      { upload_id: uploadId, owner_id: uploader, declared_bytes: declaredSize ?? LIMITS.maxFileBytes, created_at: at },
      {
        today: utcDay(at),
        dailyLimit: LIMITS.dailyUploads,
        maxOpenBytes: LIMITS.maxOpenUploadBytes,
        liveSince: at - OPEN_UPLOAD_TTL_MS,
      },
    );
    if (outcome === 'daily_limit') throw TooMany(UPLOAD_MESSAGES.dailyLimit);
    if (outcome === 'bytes_in_flight') throw TooMany(UPLOAD_MESSAGES.tooManyInProgress);
    return uploader;
  }

  /** An upload's first bytes are stored: its first-frame check may begin on them. */
  function checkFirstBytes(uploadId: string, filePath: string): void {
    void ffmpegAvailable().then((yes) => yes && firstFrames.begin(uploadId, filePath));
  }

  /** The upload ended without becoming a video (refused, cancelled): its slot is free again. */
  async function endUpload(uploadId: string): Promise<void> {
    firstFrames.forget(uploadId);
    await openUploads.closeUpload(uploadId);
  }

  /** Forgets expired unfinished uploads (they stopped counting when they expired). */
  async function pruneExpiredUploads(): Promise<void> {
    await openUploads.pruneOpenUploads(now() - OPEN_UPLOAD_TTL_MS);
  }

  /**
   * A complete upload on local disk becomes a video, as soon as its bytes are checked and stored:
   * they must be an MP4 with a video track whose first frame decodes (with ffmpeg, which also makes
   * the poster in the same run). The row is written with its processing job in one transaction
   * (`processing`: only its owner sees it until the job has made the poster sizes, the fast-start
   * copy and read the Content Credentials; video-files/video-processing.ts). Files are stored first
   * and removed again if the daily limit was taken meanwhile, so no row ever lacks its file. The
   * catalogue is checked once more here (an unfinished upload may outlive a deploy that changed it).
   */
  async function finish(
    userId: string | null,
    filePath: string,
    raw: Record<string, string | null | undefined>,
    uploadId?: string,
  ): Promise<UploadFinished> {
    const {
      uploader,
      meta,
      remix,
      visibility,
      catalogue: { platform },
    } = await checkStart(userId, raw, undefined, 'finish');
    // The decode check needs nothing from the header, so it runs beside its reading (ffmpeg refuses
    // frames past the size limit by itself); a refusal of the header still waits for it to end.
    const checking = firstFramePoster(filePath, uploadId);
    checking.catch(() => undefined); // awaited below, after the header's verdict
    let info;
    try {
      info = await probeMp4(filePath);
      // What the header claims is bounded; whether the frames decode, only a decoder can tell.
      if (info.claimedMs > LIMITS.maxVideoDurationMs) throw Invalid(UPLOAD_MESSAGES.tooLong);
      if (info.width > LIMITS.maxVideoSidePx || info.height > LIMITS.maxVideoSidePx)
        throw Invalid(UPLOAD_MESSAGES.tooManyPixels);
    } catch (err) {
      await checking.catch(() => undefined);
      throw err instanceof NotMp4Error ? Invalid(UPLOAD_MESSAGES.notMp4) : err;
    }
    const stored: string[] = [];
    try {
      const createdAt = now();
      const fileKey = `${uploader}/${createdAt}-${slugify(meta.title)}.mp4`;
      const thumbKey = `${uploader}/thumbnails/${createdAt}-${slugify(meta.title)}.jpg`;
      // Storing the file (on local disk: its fsync, a link, the folder's fsync) and the decode check
      // run side by side, since neither needs the other; the poster the check made is stored as
      // soon as it is there. Both settle before the clean-up below deletes what a refusal leaves,
      // so no file lands after it has run.
      // The upload's own file becomes the stored one: linked, not copied, on local disk.
      const storing = (
        storage.putFile
          ? storage.putFile('videos', fileKey, filePath)
          : storage.put('videos', fileKey, createReadStream(filePath), { contentType: 'video/mp4' })
      ).then((object) => (stored.push(fileKey), object));
      const posterStoring = checking.then(async (poster): Promise<boolean> => {
        if (!poster) return false;
        await storage.put('videos', thumbKey, Readable.from([poster]), { contentType: 'image/jpeg' });
        stored.push(thumbKey);
        return true;
      });
      const [video, checked] = await Promise.allSettled([storing, posterStoring]);
      if (checked.status === 'rejected') throw checked.reason;
      if (video.status === 'rejected') throw video.reason;
      const object = video.value;
      const posterStored = checked.value;
      const row = await writes.insertWithinDailyLimit(
        {
          owner_id: uploader,
          title: meta.title,
          subtitle: meta.description,
          prompt: meta.prompt,
          platform_id: platform.id,
          platform: platform.label,
          category_id: meta.categoryId,
          file_path: fileKey,
          size_bytes: object.size,
          thumbnail_url: posterStored ? thumbKey : null,
          orientation: orientationOf(info.width, info.height) ?? meta.orientation ?? null,
          width: info.width,
          height: info.height,
          duration_ms: info.durationMs,
          created_at: createdAt,
          allow_remixes: meta.allowRemixes ? 1 : 0,
          marked_sensitive: meta.sensitive ? 1 : 0,
          ...visibility,
          published_at: visibility.visibility === 'public' ? createdAt : null,
          ...remix,
        },
        utcDay(createdAt),
        LIMITS.dailyUploads,
        uploadId,
        true, // a 'process-video' job makes its poster sizes and fast start (jobs/kinds.ts)
      );
      if (!row) throw TooMany(UPLOAD_MESSAGES.dailyLimit);
      stored.length = 0; // kept: they belong to the new row
      deps.onQueued?.();
      return {
        id: row.id,
        orientation: row.orientation,
        posterUrl: posterStored ? storage.publicPath('videos', thumbKey) : null,
      };
    } finally {
      for (const key of stored) await storage.delete('videos', key).catch(() => undefined);
    }
  }

  /**
   * The poster of a file whose first frame decodes (null when none could be made, or no ffmpeg),
   * from the check begun on the upload's first bytes when there was one (`checkFirstBytes`).
   */
  async function firstFramePoster(filePath: string, uploadId?: string): Promise<Buffer | null> {
    if (!(await ffmpegAvailable())) return null;
    const frame = await firstFrames.take(uploadId, filePath);
    if (!frame.decodes) throw Invalid(UPLOAD_MESSAGES.notMp4);
    return frame.poster;
  }

  /** The browser's poster (captured near 0.1 s), taken only while the video has none. */
  async function setThumbnail(userId: string | null, videoId: number, bytes: Buffer): Promise<{ posterUrl: string }> {
    const uploader = await requireUploader(userId);
    const video = await writes.ownershipOf(videoId);
    if (!video) throw NotFound(MESSAGES.videoNotFound);
    if (video.owner_id !== uploader) throw Forbidden(REFUSAL_MESSAGES.notYourVideo);
    if (video.thumbnail_url) return { posterUrl: storage.publicPath('videos', video.thumbnail_url) };
    let jpeg: Buffer;
    try {
      jpeg = await sharp(bytes, { limitInputPixels: 40_000_000 })
        .resize(720, 720, { fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85 })
        .toBuffer();
    } catch {
      throw Invalid(MESSAGES.imageOnly);
    }
    const key = `${uploader}/thumbnails/${now()}-${slugify(video.title)}.jpg`;
    await storage.put('videos', key, Readable.from(jpeg), { contentType: 'image/jpeg' });
    const variants = await storePosterVariants(storage, key, jpeg);
    await writes.update(videoId, { thumbnail_url: key, poster_variants: formatPosterVariants(variants) });
    return { posterUrl: storage.publicPath('videos', key) };
  }

  return {
    /** The signed-in viewer's uploads today and what is left of the daily limit. */
    async limit(viewerId: string | null): Promise<UploadLimit> {
      if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
      return limit(viewerId);
    },
    checkStart,
    startUpload,
    checkFirstBytes,
    endUpload,
    pruneExpiredUploads,
    finish,
    setThumbnail,
  };
}
