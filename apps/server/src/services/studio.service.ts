import {
  DEFAULT_STUDIO_PERIOD,
  MESSAGES,
  RETENTION_POINTS,
  type StudioFigures,
  type StudioOverview,
  type StudioQuery,
  type StudioReport,
  type StudioVideoReport,
  STUDIO_TEXTS,
  type ViewSource,
} from '@promptreel/contract';
import { NotFound, Unauthenticated } from '../errors.js';
import { utcDay } from '../lib/utc-day.js';
import type { DaySums, StudioPeriodDays, StudioRepository, StudioScope } from '../repositories/studio.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period of `days` UTC days ending with today's. */
export function periodOf(days: number, now: number): StudioPeriodDays {
  const today = Date.parse(`${utcDay(now)}T00:00:00.000Z`);
  const fromMs = today - (days - 1) * DAY_MS;
  return { from: utcDay(fromMs), to: utcDay(today), fromMs, toMs: today + DAY_MS - 1 };
}

const noSums = (videoId: number): DaySums => ({
  videoId,
  views: 0,
  claps: 0,
  comments: 0,
  saves: 0,
  shareSum: 0,
  reach: Array.from({ length: RETENTION_POINTS - 1 }, () => 0),
});

const figuresOf = (s: DaySums, uniqueViewers: number | null, remixes: number): StudioFigures => ({
  views: s.views,
  uniqueViewers,
  claps: s.claps,
  comments: s.comments,
  saves: s.saves,
  remixes,
  averageShare: s.views > 0 ? Math.min(1, s.shareSum / s.views) : null,
});

/**
 * The creator's Studio (issue 36 goal 2): figures of their own videos over 7, 28 or 90 days, read
 * from the day rows that views, watch reports, claps, comments and saves add to as they arrive.
 */
export function createStudioService(deps: { studio: StudioRepository; now?: () => number }) {
  const { studio } = deps;
  const now = deps.now ?? Date.now;

  const creator = (viewerId: string | null) => {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    return viewerId;
  };
  const daysOf = (query: StudioQuery) => (query.days ? Number(query.days) : DEFAULT_STUDIO_PERIOD);

  /** The scope's report: its sums, series and sources, from its own day rows. */
  async function report(scope: StudioScope, days: number, p: StudioPeriodDays) {
    const [total, perDay, sources, viewers, remixes] = await Promise.all([
      studio.total(scope, p),
      studio.perDay(scope, p),
      studio.sources(scope, p),
      studio.uniqueViewers(scope, p),
      studio.remixes(scope, p),
    ]);
    const byDay = new Map(perDay.map((d) => [d.day, d.views]));
    const remixCount = [...remixes.values()].reduce((a, b) => a + b, 0);
    const result: StudioReport = {
      days,
      from: p.from,
      to: p.to,
      figures: figuresOf(total, viewers, remixCount),
      perDay: Array.from({ length: days }, (_, i) => {
        const day = utcDay(p.fromMs + i * DAY_MS);
        return { day, views: byDay.get(day) ?? 0 };
      }),
      retention: [total.views, ...total.reach].map((n) => (total.views > 0 ? Math.min(1, n / total.views) : 0)),
      sources: sources
        .filter((s) => s.views > 0)
        .map((s) => ({ source: s.source as ViewSource, views: s.views }))
        .sort((a, b) => b.views - a.views || a.source.localeCompare(b.source)),
    };
    return { result, remixes };
  }

  return {
    /** GET /api/studio: all the creator's videos together, and each, newest first. */
    async overview(viewerId: string | null, query: StudioQuery): Promise<StudioOverview> {
      const ownerId = creator(viewerId);
      const days = daysOf(query);
      const p = periodOf(days, now());
      const [videos, each, { result, remixes }] = await Promise.all([
        studio.ownVideos(ownerId),
        studio.eachVideo(ownerId, p),
        report({ ownerId }, days, p),
      ]);
      const byVideo = new Map(each.map((s) => [s.videoId, s]));
      return {
        report: result,
        // Unique viewers are on each video's own report: counting them for every video at once
        // would read every viewer of every video in the period.
        videos: videos.map((v) => ({
          id: v.id,
          title: v.title,
          visibility: v.visibility,
          createdAt: new Date(Number(v.created_at)).toISOString(),
          figures: figuresOf(byVideo.get(v.id) ?? noSums(v.id), null, remixes.get(v.id) ?? 0),
        })),
      };
    },

    /** GET /api/studio/videos/:id: one of the creator's videos; anyone else's is not found. */
    async video(viewerId: string | null, videoId: number, query: StudioQuery): Promise<StudioVideoReport> {
      const ownerId = creator(viewerId);
      const video = await studio.ownVideo(ownerId, videoId);
      if (!video) throw NotFound(STUDIO_TEXTS.videoNotFound);
      const days = daysOf(query);
      const p = periodOf(days, now());
      const scope = { ownerId, videoId };
      const { result } = await report(scope, days, p);
      return { video: { id: video.id, title: video.title }, report: result };
    },
  };
}

export type StudioService = ReturnType<typeof createStudioService>;
