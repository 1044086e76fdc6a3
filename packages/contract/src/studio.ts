import { z } from 'zod/mini';
import { RETENTION_POINTS, STUDIO_TEXTS, VIEW_SOURCES } from './studio-texts.js';

// Schemas only: words and values are in studio-texts.ts, free of zod.

/** GET /api/studio and /api/studio/videos/:id: `days` is 7, 28 or 90 (28 when absent). */
export const studioQuerySchema = z.object({
  days: z.optional(z.enum(['7', '28', '90'], { error: STUDIO_TEXTS.periodInvalid })),
});
export type StudioQuery = z.infer<typeof studioQuerySchema>;

/** One video's, or all of a creator's videos', figures over the period. */
export const studioFiguresSchema = z.object({
  views: z.number(),
  /** null in the table of videos: each video's own report counts them. */
  uniqueViewers: z.nullable(z.number()),
  claps: z.number(),
  comments: z.number(),
  saves: z.number(),
  remixes: z.number(),
  /** The mean of each counted view's largest share watched, 0–1; null without views. */
  averageShare: z.nullable(z.number()),
});
export type StudioFigures = z.infer<typeof studioFiguresSchema>;

export const studioDaySchema = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  views: z.number(),
});

export const studioSourceSchema = z.object({ source: z.enum(VIEW_SOURCES), views: z.number() });

/** The figures of one video or of all, with the series the page draws. */
export const studioReportSchema = z.object({
  days: z.number(),
  /** First and last UTC day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  figures: studioFiguresSchema,
  /** Every day of the period, oldest first, with its views (0 on a day without). */
  perDay: z.array(studioDaySchema),
  /**
   * RETENTION_POINTS shares, 0–1: of the period's views, how many were still watching at 0 %,
   * 10 %, … 100 % of the clip (100 % meaning watched to the end). All 0 without views.
   */
  retention: z.array(z.number()).check(z.length(RETENTION_POINTS)),
  /** Every source with views in the period, most views first. */
  sources: z.array(studioSourceSchema),
});
export type StudioReport = z.infer<typeof studioReportSchema>;

/** One of the creator's videos in the Studio's table. */
export const studioVideoRowSchema = z.object({
  id: z.number(),
  title: z.string(),
  visibility: z.enum(['public', 'unlisted', 'scheduled']),
  /** ISO instant it was uploaded. */
  createdAt: z.string(),
  figures: studioFiguresSchema,
});
export type StudioVideoRow = z.infer<typeof studioVideoRowSchema>;

/** GET /api/studio: all the creator's videos together, and each (newest first). */
export const studioOverviewSchema = z.object({
  report: studioReportSchema,
  videos: z.array(studioVideoRowSchema),
});
export type StudioOverview = z.infer<typeof studioOverviewSchema>;

/** GET /api/studio/videos/:id: one video's report. */
export const studioVideoReportSchema = z.object({
  video: z.object({ id: z.number(), title: z.string() }),
  report: studioReportSchema,
});
export type StudioVideoReport = z.infer<typeof studioVideoReportSchema>;
