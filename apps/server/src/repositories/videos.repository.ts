import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database, OrientationValue } from '../db/schema.js';
import { type KeyOf, sortKey } from '../lib/cursor.js';
import { createKeptQueries, idValues } from './kept-queries.js';
import { notSensitiveTo } from './reader-choices.js';

export interface FeedFilters {
  platformId?: number;
  categoryId?: number;
  orientation?: OrientationValue;
  /** Only videos of creators this profile follows. */
  followedBy?: string;
  /** No videos of these creators (those the viewer muted or blocked). */
  hiddenOwners?: readonly string[];
  /** Only remixes of this video. */
  remixOf?: number;
  /** No sensitive videos but this reader's own (their setting is 'hide'). */
  sensitiveHiddenFrom?: string;
}

export type FeedOrder = 'latest' | 'hot';

/** Newest first: the feed's Latest tab, a creator's uploads. */
export const LATEST_KEY = sortKey(['n', 'n'], (r: { created_at: number; id: number }): [number, number] => [
  r.created_at,
  r.id,
]);
/** Most clapped first, then newest: the feed's Hot tab. */
export const HOT_KEY = sortKey(
  ['n', 'n', 'n'],
  (r: { claps_count: number; created_at: number; id: number }): [number, number, number] => [
    r.claps_count,
    r.created_at,
    r.id,
  ],
);
/** Most recently clapped first: a profile's Claps tab. */
export const CLAPPED_KEY = sortKey(['n', 'n'], (r: { clapped_at: number; id: number }): [number, number] => [
  r.clapped_at,
  r.id,
]);

/** Where a feed page starts: after the key of the last row seen, in the page's order. */
export type FeedKey = KeyOf<typeof LATEST_KEY> | KeyOf<typeof HOT_KEY>;

export function createVideosRepository(db: Kysely<Database>) {
  const kept = createKeptQueries(db);
  /** Card rows; `clapped` says whether `viewerId` clapped (served by the claps primary key). */
  const cardQuery = (viewerId: string | null) =>
    db
      .selectFrom('videos as v')
      .leftJoin('profiles as p', 'p.id', 'v.owner_id')
      .leftJoin('video_platforms as vp', 'vp.id', 'v.platform_id')
      .leftJoin('video_categories as vc', 'vc.id', 'v.category_id')
      // A banned creator's videos are gone from every list and page until the ban is lifted,
      // and a video a moderator removed while its appeal time runs (video-files/held-videos.ts).
      .where('p.banned_at', 'is', null)
      .where('v.held_at', 'is', null)
      .select([
        'v.id',
        'v.owner_id',
        'v.title',
        'v.subtitle',
        'v.prompt',
        'v.recipe',
        'v.platform_id',
        'v.platform',
        'v.category_id',
        'v.file_path',
        'v.size_bytes',
        'v.thumbnail_url',
        'v.poster_variants',
        'v.renditions',
        'v.orientation',
        'v.width',
        'v.height',
        'v.duration_ms',
        'v.views',
        'v.claps_count',
        'v.comments_count',
        'v.created_at',
        'v.c2pa_present',
        'v.c2pa_valid',
        'v.c2pa_trusted',
        'v.c2pa_generator',
        'v.c2pa_ai',
        'v.c2pa_issuer',
        'v.processing',
        'v.processing_percent',
        'v.labels',
        'v.marked_sensitive',
        'v.caption_languages',
        'v.allow_remixes',
        'v.visibility',
        'v.publish_at',
        'v.file_recipe',
        'v.remix_of',
        'v.remix_root',
        'v.remix_claim',
        'p.username as owner_username',
        'p.avatar_url as owner_avatar_url',
        'p.deleted_at as owner_deleted_at',
        'vp.slug as platform_slug',
        'vc.label as category_label',
        'vc.slug as category_slug',
        'vc.emoji as category_emoji',
      ])
      .select((eb) =>
        viewerId
          ? eb
              .exists(
                eb
                  .selectFrom('claps')
                  .select('claps.video_id')
                  .whereRef('claps.video_id', '=', 'v.id')
                  .where('claps.user_id', '=', viewerId),
              )
              .$castTo<boolean | number>()
              .as('clapped')
          : sql<boolean | number>`false`.as('clapped'),
      );

  /**
   * Filters, keyset cursor, order and limit of a feed page, on any query over `videos as v`.
   * The builder's type is widened for these clauses and restored after, so the caller's own
   * selection (cards or bare ids) passes through untouched.
   */
  function feedPage<QB>(query: QB, order: FeedOrder, filters: FeedFilters, after: FeedKey | null, limit: number): QB {
    // A video still processing is its owner's alone (its video page); no list shows it, nor a held
    // one, nor one unlisted or scheduled (rules/video-access.ts).
    let q = (query as unknown as SelectQueryBuilder<Database & { v: Database['videos'] }, 'v', object>)
      .where('v.processing', '=', 0)
      .where('v.held_at', 'is', null)
      .where('v.visibility', '=', 'public');
    if (filters.platformId !== undefined) q = q.where('v.platform_id', '=', filters.platformId);
    if (filters.categoryId !== undefined) q = q.where('v.category_id', '=', filters.categoryId);
    if (filters.orientation !== undefined) q = q.where('v.orientation', '=', filters.orientation);
    if (filters.hiddenOwners?.length) q = q.where('v.owner_id', 'not in', filters.hiddenOwners);
    if (filters.remixOf !== undefined) q = q.where('v.remix_of', '=', filters.remixOf);
    if (filters.sensitiveHiddenFrom !== undefined) q = q.where(notSensitiveTo(filters.sensitiveHiddenFrom));
    if (order === 'hot') {
      if (after?.length === 3) {
        const [claps, createdAt, id] = after;
        q = q.where((eb) =>
          eb(eb.refTuple('v.claps_count', 'v.created_at', 'v.id'), '<', eb.tuple(claps, createdAt, id)),
        );
      }
      q = q.orderBy('v.claps_count', 'desc').orderBy('v.created_at', 'desc').orderBy('v.id', 'desc');
    } else {
      if (after?.length === 2) {
        const [createdAt, id] = after;
        q = q.where((eb) => eb(eb.refTuple('v.created_at', 'v.id'), '<', eb.tuple(createdAt, id)));
      }
      q = q.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc');
    }
    return q.limit(limit) as unknown as QB;
  }

  return {
    async listFeed(
      order: FeedOrder,
      filters: FeedFilters,
      after: FeedKey | null,
      limit: number,
      viewerId: string | null,
    ) {
      if (filters.followedBy === undefined)
        return feedPage(cardQuery(viewerId), order, filters, after, limit).execute();
      // Following gathers the videos of many creators and must sort them. Sorting whole cards
      // (joins and the clapped check done for every candidate) grows with everything those
      // creators ever posted; so the page's ids come first, sorted from the per-owner index
      // alone, and only those few become cards.
      const followerId = filters.followedBy;
      const ids = await feedPage(
        db
          .selectFrom('videos as v')
          .select('v.id')
          .where('v.owner_id', 'in', (eb) =>
            eb
              .selectFrom('follows')
              .innerJoin('profiles as fp', 'fp.id', 'follows.following_id')
              .select('following_id')
              .where('follower_id', '=', followerId)
              .where('fp.banned_at', 'is', null),
          ),
        order,
        filters,
        after,
        limit,
      ).execute();
      if (ids.length === 0) return [];
      const cards = await this.cardsByIds(
        ids.map((r) => r.id),
        viewerId,
      );
      const byId = new Map(cards.map((c) => [c.id, c]));
      return ids.flatMap((r) => byId.get(r.id) ?? []);
    },

    /** Which of these videos `userId` has clapped (the claps primary key, one probe per id). */
    clappedAmong: async (userId: string, ids: number[]) => {
      if (ids.length === 0) return [];
      const rows = await kept(
        `clapped among ${ids.length}`,
        (slot) =>
          db
            .selectFrom('claps')
            .select('video_id')
            .where('user_id', '=', slot('user'))
            .where(
              'video_id',
              'in',
              ids.map((_, i) => slot(`id${i}`)),
            ),
        { user: userId, ...idValues(ids) },
      );
      return rows.map((r) => r.video_id);
    },
    cardsByIds: (ids: number[], viewerId: string | null) =>
      ids.length === 0
        ? Promise.resolve([])
        : kept(
            `cards of ${ids.length}, ${viewerId ? 'for a viewer' : 'for nobody'}`,
            (slot) =>
              cardQuery(viewerId && slot('viewer'))
                .where(
                  'v.id',
                  'in',
                  ids.map((_, i) => slot(`id${i}`)),
                )
                .where('v.processing', '=', 0),
            { viewer: viewerId, ...idValues(ids) },
          ),

    findCardById: async (id: number, viewerId: string | null = null) =>
      (
        await kept(
          `card, ${viewerId ? 'for a viewer' : 'for nobody'}`,
          (slot) => cardQuery(viewerId && slot('viewer')).where('v.id', '=', slot('id')),
          { viewer: viewerId, id },
        )
      )[0],

    /** A creator's uploads, newest first (profile Uploads tab); `hideSensitive`: the viewer's setting is 'hide'. */
    listByOwner: (
      ownerId: string,
      after: KeyOf<typeof LATEST_KEY> | null,
      limit: number,
      viewerId: string | null,
      hideSensitive = false,
    ) => {
      let q = cardQuery(viewerId).where('v.owner_id', '=', ownerId).where('v.processing', '=', 0);
      // Its owner sees their unlisted and scheduled videos among the rest.
      if (viewerId !== ownerId) q = q.where('v.visibility', '=', 'public');
      if (viewerId && hideSensitive) q = q.where(notSensitiveTo(viewerId));
      if (after) {
        const [createdAt, id] = after;
        q = q.where((eb) => eb(eb.refTuple('v.created_at', 'v.id'), '<', eb.tuple(createdAt, id)));
      }
      return q.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc').limit(limit).execute();
    },

    /** Videos a user clapped, most recent clap first (profile Claps tab). */
    listClappedBy: (
      userId: string,
      after: KeyOf<typeof CLAPPED_KEY> | null,
      limit: number,
      viewerId: string | null,
      hideSensitive = false,
    ) => {
      let q = cardQuery(viewerId)
        .innerJoin('claps as uc', (j) => j.onRef('uc.video_id', '=', 'v.id').on('uc.user_id', '=', userId))
        .select('uc.created_at as clapped_at')
        .where('v.processing', '=', 0)
        .where('v.visibility', '=', 'public');
      if (viewerId && hideSensitive) q = q.where(notSensitiveTo(viewerId));
      if (after) {
        const [clappedAt, id] = after;
        q = q.where((eb) => eb(eb.refTuple('uc.created_at', 'v.id'), '<', eb.tuple(clappedAt, id)));
      }
      return q.orderBy('uc.created_at', 'desc').orderBy('v.id', 'desc').limit(limit).execute();
    },
  };
}

export type VideosRepository = ReturnType<typeof createVideosRepository>;
export type VideoCardRow = NonNullable<Awaited<ReturnType<VideosRepository['findCardById']>>>;
