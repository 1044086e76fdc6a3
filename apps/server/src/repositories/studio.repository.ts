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

/** A period's sums of one video, or of all of a creator's. */
export interface DaySums {
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
 * The Studio's reads (migration 0041). A report of all a creator's videos reads the creator's own
 * day rows (at most 90), one video's its own; the table of videos reads each video's days of the
 * period. Every read is a range of a table's key, never its history.
 */
export function createStudioRepository(db: Kysely<Database>) {
  // The creator's and a video's tables have the same shape; `level` names which one a scope reads.
  const any = db as unknown as Kysely<any>;
  const level = (scope: StudioScope) =>
    scope.videoId === undefined
      ? ({ prefix: 'owner', key: 'owner_id', value: scope.ownerId } as const)
      : ({ prefix: 'video', key: 'video_id', value: scope.videoId } as const);
  const dayRows = (scope: StudioScope, p: StudioPeriodDays) => {
    const l = level(scope);
    return any
      .selectFrom(`${l.prefix}_day_stats`)
      .where(l.key, '=', l.value)
      .where('day', '>=', p.from)
      .where('day', '<=', p.to);
  };
  const sums = (r: Record<string, unknown>, videoId = 0): DaySums => ({
    videoId,
    views: num(r.views),
    claps: num(r.claps),
    comments: num(r.comments),
    saves: num(r.saves),
    shareSum: num(r.share_sum),
    reach: REACH.map((c) => num(r[c])),
  });
  const SUMS = ['views', 'claps', 'comments', 'saves', 'share_sum', ...REACH];

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

    /** The scope's sums over the period. */
    total: async (scope: StudioScope, p: StudioPeriodDays): Promise<DaySums> =>
      sums(
        (await dayRows(scope, p)
          .select((eb) => SUMS.map((c) => eb.fn.sum(c).as(c)))
          .executeTakeFirst()) ?? {},
      ),

    /** Each of the creator's videos' sums over the period (videos without a row then are absent). */
    eachVideo: async (ownerId: string, p: StudioPeriodDays): Promise<DaySums[]> => {
      const rows = await any
        .selectFrom('video_day_stats as d')
        .innerJoin('videos as v', 'v.id', 'd.video_id')
        .where('v.owner_id', '=', ownerId)
        .where('d.day', '>=', p.from)
        .where('d.day', '<=', p.to)
        .select((eb) => ['d.video_id', ...SUMS.map((c) => eb.fn.sum(`d.${c}`).as(c))])
        .groupBy('d.video_id')
        .execute();
      return rows.map((r: Record<string, unknown>) => sums(r, Number(r.video_id)));
    },

    /** Views per day (days without views are absent). */
    perDay: async (scope: StudioScope, p: StudioPeriodDays) =>
      (await dayRows(scope, p).select(['day', 'views']).execute()).map((r: { day: string; views: unknown }) => ({
        day: r.day,
        views: num(r.views),
      })),

    /** Views per source over the period. */
    sources: async (scope: StudioScope, p: StudioPeriodDays) => {
      const l = level(scope);
      const rows = await any
        .selectFrom(`${l.prefix}_day_sources`)
        .where(l.key, '=', l.value)
        .where('day', '>=', p.from)
        .where('day', '<=', p.to)
        .select((eb) => ['source', eb.fn.sum('views').as('views')])
        .groupBy('source')
        .execute();
      return rows.map((r) => ({ source: String(r.source), views: num(r.views) }));
    },

    /** Viewers seen since the period's first day: each viewer's last day is kept, by key. */
    uniqueViewers: async (scope: StudioScope, p: StudioPeriodDays) => {
      const l = level(scope);
      const row = await any
        .selectFrom(`${l.prefix}_viewers`)
        .where(l.key, '=', l.value)
        .where('last_day', '>=', p.from)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirst();
      return num(row?.n);
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
