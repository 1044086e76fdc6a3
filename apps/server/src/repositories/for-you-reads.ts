import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, OrientationValue, TasteDim } from '../db/schema.js';
import { tasteDecayRate } from './for-you-signals.js';
import { createKeptQueries } from './kept-queries.js';
import { notSensitive } from './reader-choices.js';

/** What no For You page shows, for whom, and the tab's own filters. */
export interface ForYouScope {
  /** The reader: their own videos and those they hid never come (null: a visitor). */
  viewerId: string | null;
  /** Creators the reader muted, blocked or asked to see fewer of. */
  hiddenOwners: readonly string[];
  hiddenCategories: readonly number[];
  hiddenPlatforms: readonly number[];
  platformId?: number;
  categoryId?: number;
  orientation?: OrientationValue;
  /** The reader's setting is 'show': sensitive videos may be suggested. */
  showSensitive?: boolean;
  now: number;
}

/** A candidate: just what the ranking reads. */
export interface Candidate {
  id: number;
  owner_id: string;
  category_id: number | null;
  platform_id: number | null;
  rising_score: number;
  owner_joined_at: number;
}

/** Which index a pool of candidates is read from, top of the rising order first. */
export type Pool = { by: 'all' } | { by: 'owner'; id: string } | { by: 'category' | 'platform'; id: number };

type VideoQuery = SelectQueryBuilder<Database & { v: Database['videos']; p: Database['profiles'] }, 'v' | 'p', object>;

export function createForYouReads(db: Kysely<Database>, tasteHalfLifeMs: number) {
  const kept = createKeptQueries(db);
  /** Every rule of what may be shown (issue 34, goal 6) and the tab's filters, on `videos as v`. */
  function safe(q: VideoQuery, scope: ForYouScope): VideoQuery {
    let out = q
      .where('v.processing', '=', 0)
      .where('v.held_at', 'is', null)
      .where('v.visibility', '=', 'public')
      .where('p.banned_at', 'is', null)
      .where('p.deleted_at', 'is', null)
      .where((eb) => eb.or([eb('p.suspended_until', 'is', null), eb('p.suspended_until', '<=', scope.now)]));
    // A suggestion is not something asked for: sensitive ones only to a reader who chose 'show'
    // (a 'blur' reader, and every visitor, would be offered covered cards they never looked for).
    if (!scope.showSensitive) out = out.where(notSensitive());
    if (scope.viewerId) out = out.where('v.owner_id', '<>', scope.viewerId);
    if (scope.hiddenOwners.length) out = out.where('v.owner_id', 'not in', scope.hiddenOwners);
    if (scope.hiddenCategories.length)
      out = out.where((eb) =>
        eb.or([eb('v.category_id', 'is', null), eb('v.category_id', 'not in', scope.hiddenCategories)]),
      );
    if (scope.hiddenPlatforms.length)
      out = out.where((eb) =>
        eb.or([eb('v.platform_id', 'is', null), eb('v.platform_id', 'not in', scope.hiddenPlatforms)]),
      );
    if (scope.platformId !== undefined) out = out.where('v.platform_id', '=', scope.platformId);
    if (scope.categoryId !== undefined) out = out.where('v.category_id', '=', scope.categoryId);
    if (scope.orientation !== undefined) out = out.where('v.orientation', '=', scope.orientation);
    return out;
  }

  const base = () =>
    db
      .selectFrom('videos as v')
      .innerJoin('profiles as p', 'p.id', 'v.owner_id')
      .select([
        'v.id',
        'v.owner_id',
        'v.category_id',
        'v.platform_id',
        'v.rising_score',
        'p.created_at as owner_joined_at',
      ]);

  return {
    /** The top of one pool, read down its rising index. */
    async pool(pool: Pool, scope: ForYouScope, limit: number): Promise<Candidate[]> {
      let q = safe(base() as unknown as VideoQuery, scope) as unknown as ReturnType<typeof base>;
      if (pool.by === 'owner') q = q.where('v.owner_id', '=', pool.id);
      if (pool.by === 'category') q = q.where('v.category_id', '=', pool.id);
      if (pool.by === 'platform') q = q.where('v.platform_id', '=', pool.id);
      // By score alone, as the indexes hold it (ties between doubles are as good as none).
      return q.orderBy('v.rising_score', 'desc').limit(limit).execute();
    },

    /** The rising order for everyone, after a key (a visitor's pages; scores only grow, so none repeats). */
    async rising(scope: ForYouScope, after: [number, number] | null, limit: number): Promise<Candidate[]> {
      let q = safe(base() as unknown as VideoQuery, scope) as unknown as ReturnType<typeof base>;
      if (after) {
        const [score, id] = after;
        const s = sql<number>`cast(${score} as double precision)`;
        q = q.where((eb) =>
          eb.or([eb('v.rising_score', '<', s), eb.and([eb('v.rising_score', '=', s), eb('v.id', '<', id)])]),
        );
      }
      return q.orderBy('v.rising_score', 'desc').orderBy('v.id', 'desc').limit(limit).execute();
    },

    /** The person's strongest likings of one kind. */
    topTastes(userId: string, dim: TasteDim, limit: number, now: number) {
      // Decayed to now: a person's likings are few (a row per creator, category or tool they met).
      const weight = sql<number>`weight * exp((${now} - updated_at) * ${tasteDecayRate(tasteHalfLifeMs)})`;
      return db
        .selectFrom('feed_tastes')
        .select(['target', weight.as('weight'), 'claps'])
        .where('user_id', '=', userId)
        .where('dim', '=', dim)
        .where('weight', '>', 0)
        .orderBy(weight, 'desc')
        .limit(limit)
        .execute();
    },

    /** What they hid, but single videos (those are probed among the candidates). */
    hidesBesideVideos: (userId: string) =>
      db
        .selectFrom('feed_hides')
        .select(['kind', 'target'])
        .where('user_id', '=', userId)
        .where('kind', '<>', 'video')
        .execute(),

    /** Of these candidates, those the person clapped, watched to the end or dismissed. */
    async handledAmong(userId: string, ids: number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const [clapped, finished, dismissed] = await Promise.all([
        db.selectFrom('claps').select('video_id').where('user_id', '=', userId).where('video_id', 'in', ids).execute(),
        db
          .selectFrom('watch_progress')
          .select('video_id')
          .where('user_id', '=', userId)
          .where('video_id', 'in', ids)
          .where('finished', '=', 1)
          .execute(),
        db
          .selectFrom('feed_hides')
          .select('target')
          .where('user_id', '=', userId)
          .where('kind', '=', 'video')
          .where('target', 'in', ids.map(String))
          .execute(),
      ]);
      return new Set([
        ...clapped.map((r) => r.video_id),
        ...finished.map((r) => r.video_id),
        ...dismissed.map((r) => Number(r.target)),
      ]);
    },

    /** Which of these creators the person follows. */
    async followedAmong(userId: string, ownerIds: string[]): Promise<Set<string>> {
      if (ownerIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('follows')
        .select('following_id')
        .where('follower_id', '=', userId)
        .where('following_id', 'in', ownerIds)
        .execute();
      return new Set(rows.map((r) => r.following_id));
    },

    /**
     * What a kept ranking was made from: the person's feed version (it moves whenever they do
     * something For You learns from) and the newest video's id (a new upload is seen at once).
     */
    rankingStamp: async (userId: string) => {
      const [row] = await kept(
        'ranking stamp',
        (slot) =>
          db
            .selectFrom('profiles')
            .select((eb) => [
              'feed_version',
              eb
                .selectFrom('videos')
                .select((v) => v.fn.max('id').as('newest'))
                .as('newest'),
            ])
            .where('id', '=', slot('id')),
        { id: userId },
      );
      return `${row?.feed_version ?? 0} ${row?.newest ?? 0}`;
    },

    /** Everything a scrolling session was shown before its last page. */
    servedIn: async (feedKey: string) =>
      (await db.selectFrom('feed_served').select('video_id').where('feed_key', '=', feedKey).execute()).map(
        (r) => r.video_id,
      ),

    /** Remembers what scrolling sessions were shown, so their next pages leave it out. */
    async markServed(rows: { feedKey: string; videoId: number }[], at: number) {
      // 500 rows of 3 values stay well inside either database's limit on a statement's parameters.
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insertInto('feed_served')
          .values(rows.slice(i, i + 500).map((r) => ({ feed_key: r.feedKey, video_id: r.videoId, served_at: at })))
          .onConflict((oc) => oc.columns(['feed_key', 'video_id']).doNothing())
          .execute();
      }
    },

    pruneServed: (before: number) => db.deleteFrom('feed_served').where('served_at', '<', before).execute(),
  };
}

export type ForYouReads = ReturnType<typeof createForYouReads>;
