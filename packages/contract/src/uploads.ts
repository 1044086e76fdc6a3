import { z } from 'zod/mini';
import { orientationSchema } from './catalogues.js';
import { LIMITS } from './limits.js';
import { recipeSchema } from './recipes.js';
import { VIEW_SOURCES } from './studio-texts.js';
import { publishAtSchema, visibilitySchema } from './visibility.js';
import { multiLineString, oneLineString } from './text.js';

/** Upload validation and error texts, in the product's exact wording. */
export const UPLOAD_MESSAGES = {
  notMp4AtSelection: 'Please upload an MP4 video.',
  notMp4: 'Only MP4 files are allowed',
  tooLarge: 'MP4 up to 100MB only',
  titleRequired: 'Title is required',
  platformRequired: 'Please choose a platform',
  categoryRequired: 'Please choose a category',
  fileRequired: 'MP4 file is required',
  dailyLimit: 'Daily limit reached. You can upload again tomorrow.',
  logInToUpload: 'Please log in to upload',
  authRequired: 'Authentication required.',
  uploadFailed: 'Upload failed',
  saveFailed: 'Save failed',
  couldNotSave: 'Could not save video metadata',
  unexpected: 'Unexpected error',
  tooLong: 'Videos up to 10 minutes only',
  tooManyPixels: 'Videos up to 8192 pixels wide and high only',
  tooManyInProgress: 'Too many uploads in progress. Finish or cancel one first.',
} as const;

/** 'File is {n}MB. Max 100MB.' shown when a too-large file is chosen. */
export const fileTooLargeText = (bytes: number) => `File is ${(bytes / (1024 * 1024)).toFixed(1)}MB. Max 100MB.`;

const optionalLongText = (max: number, label: string) =>
  z.pipe(
    z.nullish(multiLineString().check(z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((v: string | null | undefined) => (v == null || v.trim() === '' ? null : v)),
  );

/**
 * What the browser declares when it starts an upload (tus Upload-Metadata, all strings).
 * The server checks it before accepting a byte, and checks the bytes themselves at the end.
 */
export const uploadMetadataSchema = z.object({
  title: oneLineString({ error: UPLOAD_MESSAGES.titleRequired }).check(
    z.trim(),
    z.minLength(1, UPLOAD_MESSAGES.titleRequired),
    z.maxLength(LIMITS.uploadTitleMax, `Title must be at most ${LIMITS.uploadTitleMax} characters`),
  ),
  description: optionalLongText(LIMITS.descriptionMax, 'Description'),
  prompt: optionalLongText(LIMITS.promptMax, 'Prompt'),
  platformId: z.coerce
    .number({ error: UPLOAD_MESSAGES.platformRequired })
    .check(z.int(), z.positive(UPLOAD_MESSAGES.platformRequired)),
  categoryId: z.coerce
    .number({ error: UPLOAD_MESSAGES.categoryRequired })
    .check(z.int(), z.positive(UPLOAD_MESSAGES.categoryRequired)),
  /** The browser's guess; the server reads the real size from the file. */
  orientation: z.catch(z.optional(orientationSchema), undefined),
  /** The video this one remixes (REMIX_TEXTS): it must exist, be visible and allow remixes. */
  remixOf: z.optional(z.coerce.number().check(z.int(), z.positive())),
  /** 'false' turns remixes of the new video off; on unless said. */
  allowRemixes: z.pipe(
    z._default(z.enum(['true', 'false']), 'true'),
    z.transform((v) => v === 'true'),
  ),
  /** 'true': its creator marks it 'Sensitive content' (SENSITIVE_TEXTS.mark); not unless said. */
  sensitive: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((v) => v === 'true'),
  ),
  /** Public unless said; 'scheduled' needs `publishAt` (checked against the clock by the server). */
  visibility: z._default(visibilitySchema, 'public'),
  publishAt: z.optional(publishAtSchema),
  filename: z.optional(oneLineString().check(z.maxLength(300))),
  filetype: z.optional(oneLineString().check(z.maxLength(100))),
});
export type UploadMetadata = z.input<typeof uploadMetadataSchema>;

/**
 * The video a finished upload became (the final tus answer carries its address: UPLOADED_VIDEO_HEADER),
 * and the poster the server made of it (UPLOADED_POSTER_HEADER); null when it made none, so the
 * browser knows its own captured poster is wanted.
 */
export const uploadFinishedSchema = z.object({
  id: z.int(),
  orientation: z.nullable(orientationSchema),
  posterUrl: z.nullable(z.string()),
});
export type UploadFinished = z.infer<typeof uploadFinishedSchema>;

/** get_upload_limit_with_reset: today's count (UTC), resetting at midnight UTC. */
export const uploadLimitSchema = z.object({
  /** Finished uploads today. */
  dailyUploads: z.int(),
  /** Unfinished uploads that still hold one of the day's slots; `remaining` counts them too. */
  openUploads: z.int(),
  lastUploadDate: z.nullable(z.string()),
  limit: z.int(),
  remaining: z.int(),
});
export type UploadLimit = z.infer<typeof uploadLimitSchema>;

/** POST /api/videos/:id/thumbnail: the video's poster, the browser's or the one the server made first. */
// Pure: the first load imports this file for other names and must not carry this schema.
export const posterSetSchema = /* @__PURE__ */ z.object({ posterUrl: /* @__PURE__ */ z.string() });
export type PosterSet = z.infer<typeof posterSetSchema>;

export const editVideoRequestSchema = z.object({
  title: oneLineString().check(
    z.trim(),
    z.minLength(1, UPLOAD_MESSAGES.titleRequired),
    z.maxLength(LIMITS.editTitleMax, `Title must be at most ${LIMITS.editTitleMax} characters`),
  ),
  subtitle: optionalLongText(LIMITS.descriptionMax, 'Description'),
  prompt: optionalLongText(LIMITS.promptMax, 'Prompt'),
  platformId: z.number().check(z.int(), z.positive(UPLOAD_MESSAGES.platformRequired)),
  categoryId: z.number().check(z.int(), z.positive(UPLOAD_MESSAGES.categoryRequired)),
  /** The whole recipe as it should be (null: none); left out, the video keeps the one it has. */
  recipe: z.optional(z.nullable(recipeSchema)),
  /** Left out, the video keeps its choice. */
  allowRemixes: z.optional(z.boolean()),
  /** The creator's own 'Sensitive content' mark; left out, kept. A moderator's label stays either way. */
  sensitive: z.optional(z.boolean()),
  /** Left out, the video keeps its visibility; 'scheduled' needs `publishAt`. */
  visibility: z.optional(visibilitySchema),
  publishAt: z.optional(z.nullable(publishAtSchema)),
});
export type EditVideoRequest = z.input<typeof editVideoRequestSchema>;

export const deleteVideoRequestSchema = z.object({
  confirm: z.literal('DELETE', { error: "Please type 'DELETE' to confirm" }),
});

export const viewCountSchema = z.object({ views: z.int() });

/**
 * POST /api/videos/:id/views (increment_video_view). A signed-in viewer is known by the session;
 * a visitor's browser sends the random `sessionId` it keeps, so one person's reloads count once per
 * window. Without one, the server falls back to the caller's address.
 */
/** The browser's session id, which stands for a visitor in view counts and watch reports. */
export const viewSessionIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'sessionId must be 16 to 64 letters, digits, dashes or underscores'));

export const countViewRequestSchema = z.object({
  sessionId: z.optional(viewSessionIdSchema),
  /** Where the view came from, for the creator's Studio; 'direct' when absent. */
  source: z.optional(z.enum(VIEW_SOURCES, { error: `source must be one of ${VIEW_SOURCES.join(', ')}` })),
});
export type CountViewRequest = z.infer<typeof countViewRequestSchema>;

/** One view per viewer and video in this window (spec: the view call carries viewer and session ids). */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
export type ViewCount = z.infer<typeof viewCountSchema>;

/** The tus endpoint; uploads live under it until they finish. */
export const UPLOADS_PATH = '/api/uploads';

/**
 * The final PATCH of an upload answers 204 (tus 1.0) with the new video's API address in this
 * header, e.g. `/api/videos/123`.
 */
export const UPLOADED_VIDEO_HEADER = 'Promptreel-Video';
export const uploadedVideoPath = (id: number) => `/api/videos/${id}`;
/**
 * The same final answer's poster address, e.g. `/media/videos/…/thumbnails/….jpg`; absent when the
 * server could make no poster (no ffmpeg, or a video shorter than the poster's moment).
 */
export const UPLOADED_POSTER_HEADER = 'Promptreel-Poster';
/** The video id in an UPLOADED_VIDEO_HEADER value, or null when there is none. */
export function uploadedVideoIdOf(header: string | null | undefined): number | null {
  const match = /^\/api\/videos\/([1-9][0-9]{0,14})$/.exec(header ?? '');
  return match ? Number(match[1]) : null;
}
