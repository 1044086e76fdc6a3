import { type Kysely, sql } from 'kysely';
import type { Database, VideoDayStatsTable } from '../db/schema.js';

/** Whose videos a report covers: a creator's all, or one of them. */
export interface StudioScope {
  ownerId: string;
  videoId?: number;
}

/** A period of UTC days, YYYY-MM-DD, both included; and the same in ms for rows dated by instants. */
export interface StudioPeriodDays {
  from: string;
  to: string;
  fromMs: number;
  toMs: number;
}

/** One video's day sums over a period. */
export interface VideoSums {
  videoId: number;
  views: number;
  claps: number;
  comments: number;
  saves: number;
  shareSum: number;
  /** Views that reached 10 %, 20 %, … 100 %. */
  reach: number[];
}

type ReachColumn = Extract<keyof VideoDayStatsTable, `reach_${number}`>;
const REACH = Array.from({ length: 10 }, (_, i) => `reach_${i + 1}` as ReachColumn);
const num = (v: unknown) => Number(v ?? 0);

/**
 * The Studio's reads (migration 0041): each reads at most a period's day rows of the creator's
 * videos, by the tables' keys (video, day), never their whole history.
 */
export function createStudioRepository(db: Kysely<Database>) {
  /** The scope's day rows within the period. */
  const inScope = (scope: StudioScope, p: StudioPeriodDays) =>
    db
      .selectFrom('video_day_stats as d')
      .innerJoin('videos as v', 'v.id', 'd.video_id')
      .where('v.owner_id', '=', scope.ownerId)
      .$if(scope.videoId !== undefined, (q) => q.where('d.video_id', '=', scope.videoId!))
      .where('d.day', '>=', p.from)
      .where('d.day', '<=', p.to);

  return {
    /** The creator's videos, newest first (every visibility: the Studio is theirs alone). */
    ownVideos: (ownerId: string) =>
      db
        .selectFrom('videos')
        .select(['id', 'title', 'visibility', 'created_at'])
        .where('owner_id', '=', ownerId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    ownVideo: (ownerId: string, videoId: number) =>
      db
        .selectFrom('videos')
        .select(['id', 'title'])
        .where('owner_id', '=', ownerId)
        .where('id', '=', videoId)
        .executeTakeFirst(),

    /** Each video's sums over the period (videos without a row that period are absent). */
    sums: async (scope: StudioScope, p: StudioPeriodDays): Promise<VideoSums[]> => {
      const rows = await inScope(scope, p)
        .select((eb) => [
          'd.video_id',
          eb.fn.sum<number>('d.views').as('views'),
          eb.fn.sum<number>('d.claps').as('claps'),
          eb.fn.sum<number>('d.comments').as('comments'),
          eb.fn.sum<number>('d.saves').as('saves'),
          eb.fn.sum<number>('d.share_sum').as('share_sum'),
          ...REACH.map((c) => eb.fn.sum<number>(`d.${c}`).as(c)),
        ])
        .groupBy('d.video_id')
        .execute();
      return rows.map((r) => ({
        videoId: r.video_id,
        views: num(r.views),
        claps: num(r.claps),
        comments: num(r.comments),
        saves: num(r.saves),
        shareSum: num(r.share_sum),
        reach: REACH.map((c) => num((r as Record<string, unknown>)[c])),
      }));
    },

    /** Views per day (days without views are absent). */
    perDay: async (scope: StudioScope, p: StudioPeriodDays) =>
      (
        await inScope(scope, p)
          .select((eb) => ['d.day', eb.fn.sum<number>('d.views').as('views')])
          .groupBy('d.day')
          .execute()
      ).map((r) => ({ day: r.day, views: num(r.views) })),

    /** Views per source over the period. */
    sources: async (scope: StudioScope, p: StudioPeriodDays) =>
      (
        await db
          .selectFrom('video_day_sources as d')
          .innerJoin('videos as v', 'v.id', 'd.video_id')
          .where('v.owner_id', '=', scope.ownerId)
          .$if(scope.videoId !== undefined, (q) => q.where('d.video_id', '=', scope.videoId!))
          .where('d.day', '>=', p.from)
          .where('d.day', '<=', p.to)
          .select((eb) => ['d.source', eb.fn.sum<number>('d.views').as('views')])
          .groupBy('d.source')
          .execute()
      ).map((r) => ({ source: r.source, views: num(r.views) })),

    /** Distinct viewers over the period: of all the scope's videos together, and of each. */
    uniqueViewers: async (scope: StudioScope, p: StudioPeriodDays) => {
      const viewers = db
        .selectFrom('video_day_viewers as d')
        .innerJoin('videos as v', 'v.id', 'd.video_id')
        .where('v.owner_id', '=', scope.ownerId)
        .$if(scope.videoId !== undefined, (q) => q.where('d.video_id', '=', scope.videoId!))
        .where('d.day', '>=', p.from)
        .where('d.day', '<=', p.to);
      const [all, each] = await Promise.all([
        viewers.select(sql<number>`count(distinct d.viewer_key)`.as('n')).executeTakeFirst(),
        viewers
          .select(['d.video_id', sql<number>`count(distinct d.viewer_key)`.as('n')])
          .groupBy('d.video_id')
          .execute(),
      ]);
      return { all: num(all?.n), each: new Map(each.map((r) => [r.video_id, num(r.n)])) };
    },

    /** Public remixes of the scope's videos that became public within the period, per source video. */
    remixes: async (scope: StudioScope, p: StudioPeriodDays) =>
      new Map(
        (
          await db
            .selectFrom('videos as r')
            .innerJoin('videos as v', 'v.id', 'r.remix_of')
            .where('v.owner_id', '=', scope.ownerId)
            .$if(scope.videoId !== undefined, (q) => q.where('r.remix_of', '=', scope.videoId!))
            .where('r.visibility', '=', 'public')
            .where('r.held_at', 'is', null)
            .where('r.published_at', '>=', p.fromMs)
            .where('r.published_at', '<=', p.toMs)
            .select(['r.remix_of', sql<number>`count(*)`.as('n')])
            .groupBy('r.remix_of')
            .execute()
        ).map((r) => [Number(r.remix_of), num(r.n)]),
      ),
  };
}

export type StudioRepository = ReturnType<typeof createStudioRepository>;
