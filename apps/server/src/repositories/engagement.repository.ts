import type { Kysely, Transaction } from 'kysely';
import { type KeyOf, sortKey } from '../lib/cursor.js';
import { followStateColumns } from './follow-state.js';
import { recordAudit } from './audit.repository.js';
import { authorNotBlockedByOwner, visibleComments } from './visible-comments.js';
import { takeWriteSlot, type WriteSlot } from './write-limits.js';
import type { CommentRemovedBy, Database } from '../db/schema.js';

/** Newest first: a video's comments, a user's comments. */
export const COMMENT_KEY = sortKey(['n', 'n'], (r: { created_at: number; id: number }): [number, number] => [
  r.created_at,
  r.id,
]);
/** Newest follow first: follower and following lists (profile ids are strings). */
export const FOLLOW_KEY = sortKey(['n', 's'], (r: { followed_at: number; id: string }): [number, string] => [
  r.followed_at,
  r.id,
]);

/**
 * Claps, comments and follows. Each write changes the video's counter in the same transaction,
 * so claps_count and comments_count always equal the real counts (of comments shown to all).
 */
/** Archives the reports a moderator's removal settles, inside the removal's transaction; returns their ids. */
export type RemovalSettlement = (trx: Transaction<Database>) => Promise<number[]>;

/** How the audit log names a comment: its opening, on one line. */
export function commentLabel(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

export function createEngagementRepository(db: Kysely<Database>) {
  /** A comment hidden by its video creator's block is out of the count already (blocks.repository.ts). */
  const countComment = (trx: Kysely<Database>, videoId: number, change: 1 | -1, authorId: string) =>
    trx
      .updateTable('videos')
      .set((eb) => ({ comments_count: eb('comments_count', '+', change) }))
      .where('id', '=', videoId)
      .where(authorNotBlockedByOwner(authorId))
      .execute();

  /** A video's clap count, or undefined when no one may clap it: gone, held, or its creator banned. */
  const clapsOf = async (trx: Kysely<Database>, videoId: number) =>
    (
      await trx
        .selectFrom('videos as v')
        .innerJoin('profiles as o', 'o.id', 'v.owner_id')
        .select('v.claps_count')
        .where('v.id', '=', videoId)
        .where('v.held_at', 'is', null)
        .where('o.banned_at', 'is', null)
        .executeTakeFirst()
    )?.claps_count;

  return {
    /** Returns false when the user had already clapped (the primary key refuses a second clap). */
    addClap: (videoId: number, userId: string, at = Date.now()) =>
      db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('claps')
          .values({ video_id: videoId, user_id: userId, created_at: at })
          .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        await trx
          .updateTable('videos')
          .set((eb) => ({ claps_count: eb('claps_count', '+', 1) }))
          .where('id', '=', videoId)
          .execute();
        return true;
      }),

    /**
     * Claps (idempotently) and returns the count after it; undefined for an unknown video. With a
     * `slot`, the clap counts against its rate limit (WriteLimitReached: nothing written).
     */
    clap: (videoId: number, userId: string, at = Date.now(), slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if ((await clapsOf(trx, videoId)) === undefined) return undefined;
        if (slot) await takeWriteSlot(trx, slot);
        const inserted = await trx
          .insertInto('claps')
          .values({ video_id: videoId, user_id: userId, created_at: at })
          .onConflict((oc) => oc.columns(['video_id', 'user_id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
          await trx
            .updateTable('videos')
            .set((eb) => ({ claps_count: eb('claps_count', '+', 1) }))
            .where('id', '=', videoId)
            .execute();
        }
        return clapsOf(trx, videoId);
      }),

    /** Removes a clap (idempotently) and returns the count after it; a `slot` as for `clap`. */
    unclap: (videoId: number, userId: string, slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) {
          // A refusal for an unknown video would hide its 404.
          if ((await clapsOf(trx, videoId)) === undefined) return undefined;
          await takeWriteSlot(trx, slot);
        }
        const removed = await trx
          .deleteFrom('claps')
          .where('video_id', '=', videoId)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (Number(removed.numDeletedRows) > 0) {
          await trx
            .updateTable('videos')
            .set((eb) => ({ claps_count: eb('claps_count', '-', 1) }))
            .where('id', '=', videoId)
            .execute();
        }
        return clapsOf(trx, videoId);
      }),

    /** A `slot` counts the comment against its rate limit (WriteLimitReached: nothing written). */
    addComment: (videoId: number, authorId: string, body: string, at = Date.now(), slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) await takeWriteSlot(trx, slot);
        const row = await trx
          .insertInto('comments')
          .values({ video_id: videoId, author_id: authorId, body, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        await countComment(trx, videoId, 1, authorId);
        return row.id;
      }),

    findComment: (id: number) =>
      db
        .selectFrom('comments as c')
        .innerJoin('videos as v', 'v.id', 'c.video_id')
        // Whether a ban hides it: its author's or the video's creator's.
        .leftJoin('profiles as ca', 'ca.id', 'c.author_id')
        .leftJoin('profiles as vo', 'vo.id', 'v.owner_id')
        .select([
          'c.id',
          'c.video_id',
          'c.author_id',
          'c.body',
          'c.removed_at',
          'v.owner_id as video_owner_id',
          'v.title as video_title',
          'v.held_prefix as video_held_prefix',
          'ca.banned_at as author_banned_at',
          'vo.banned_at as video_owner_banned_at',
        ])
        .where('c.id', '=', id)
        .executeTakeFirst(),

    /**
     * Deletes a comment only when `authorId` wrote it; returns whether one was deleted. A removed
     * comment left the count when it was removed.
     */
    deleteComment: (id: number, authorId: string) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .deleteFrom('comments')
          .where('id', '=', id)
          .where('author_id', '=', authorId)
          .returning(['video_id', 'removed_at'])
          .executeTakeFirst();
        if (!row) return false;
        if (row.removed_at === null) await countComment(trx, row.video_id, -1, authorId);
        return true;
      }),

    /**
     * Hides a comment from all but its author and takes it out of the count; null when it was
     * already hidden. A moderator's removal is a decision and goes into the audit log with it (with
     * the reports it settles, if any), and its number is answered; a creator's is their say over
     * their own video and is kept on the comment alone.
     */
    removeComment: (
      id: number,
      by: CommentRemovedBy,
      byId: string,
      at = Date.now(),
      settles: {
        flagIds?: number[];
        reason?: string | null;
        /** Archives the reports the removal settles, in its transaction; returns their ids. */
        settle?: RemovalSettlement;
      } = {},
    ) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('comments')
          .set({ removed_at: at, removed_by: by, removed_by_id: byId })
          .where('id', '=', id)
          .where('removed_at', 'is', null)
          .returning(['video_id', 'body', 'author_id'])
          .executeTakeFirst();
        if (!row) return null;
        await countComment(trx, row.video_id, -1, row.author_id);
        const flagIds = settles.settle ? await settles.settle(trx) : (settles.flagIds ?? []);
        if (by !== 'moderator') return { decisionId: null };
        return {
          decisionId: await recordAudit(trx, {
            actorId: byId,
            action: 'remove_comment',
            targetType: 'comment',
            targetId: String(id),
            targetLabel: commentLabel(row.body),
            videoId: row.video_id,
            reason: settles.reason ?? null,
            flagIds,
            at,
          }),
        };
      }),

    /**
     * A video's comments, newest first, with their authors, as `visibleComments` lets the viewer
     * see them (`hiddenAuthors`: those the viewer muted or blocked).
     */
    listComments: (
      videoId: number,
      after: KeyOf<typeof COMMENT_KEY> | null,
      limit: number,
      viewerId: string | null,
      hiddenAuthors: readonly string[] = [],
    ) => {
      let q = visibleComments(db, videoId, viewerId, hiddenAuthors).select([
        'c.id',
        'c.video_id',
        'c.body',
        'c.created_at',
        'c.author_id',
        'c.removed_by',
        'p.username',
        'p.avatar_url',
        'p.deleted_at',
      ]);
      if (after) q = q.where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(after[0], after[1])));
      return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
    },

    /** How many of those the section counts: the live ones (a removed one is its author's alone, uncounted). */
    countComments: async (videoId: number, viewerId: string | null, hiddenAuthors: readonly string[] = []) =>
      Number(
        (
          await visibleComments(db, videoId, viewerId, hiddenAuthors)
            .where('c.removed_at', 'is', null)
            .select((eb) => eb.fn.countAll().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),

    /** A user's comments with the videos they are on, newest first (profile Comments tab). */
    listCommentsBy: (authorId: string, after: KeyOf<typeof COMMENT_KEY> | null, limit: number) => {
      let q = db
        .selectFrom('comments as c')
        .innerJoin('videos as v', 'v.id', 'c.video_id')
        // Hidden while the author or the video's owner is banned.
        .innerJoin('profiles as ca', 'ca.id', 'c.author_id')
        .innerJoin('profiles as vo', 'vo.id', 'v.owner_id')
        .select(['c.id', 'c.body', 'c.created_at', 'v.id as video_id', 'v.title as video_title', 'v.thumbnail_url'])
        .where('c.author_id', '=', authorId)
        .where('c.removed_at', 'is', null)
        .where('ca.banned_at', 'is', null)
        .where('vo.banned_at', 'is', null)
        // Nor where the video's creator blocked the author (hidden there for everyone).
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('blocks as b')
                .select('b.blocked_id')
                .whereRef('b.blocker_id', '=', 'v.owner_id')
                .whereRef('b.blocked_id', '=', 'c.author_id'),
            ),
          ),
        );
      if (after) q = q.where((eb) => eb(eb.refTuple('c.created_at', 'c.id'), '<', eb.tuple(after[0], after[1])));
      return q.orderBy('c.created_at', 'desc').orderBy('c.id', 'desc').limit(limit).execute();
    },

    /** Returns whether it was new; a `slot` counts it against its rate limit, as for `clap`. */
    addFollow: (followerId: string, followingId: string, at = Date.now(), slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) await takeWriteSlot(trx, slot);
        const r = await trx
          .insertInto('follows')
          .values({ follower_id: followerId, following_id: followingId, created_at: at })
          .onConflict((oc) => oc.columns(['follower_id', 'following_id']).doNothing())
          .executeTakeFirst();
        return Number(r.numInsertedOrUpdatedRows ?? 0) > 0;
      }),

    removeFollow: (followerId: string, followingId: string, slot?: WriteSlot) =>
      db.transaction().execute(async (trx) => {
        if (slot) await takeWriteSlot(trx, slot);
        await trx
          .deleteFrom('follows')
          .where('follower_id', '=', followerId)
          .where('following_id', '=', followingId)
          .execute();
      }),

    isFollowing: async (followerId: string, followingId: string) =>
      (await db
        .selectFrom('follows')
        .select('follower_id')
        .where('follower_id', '=', followerId)
        .where('following_id', '=', followingId)
        .executeTakeFirst()) !== undefined,

    /**
     * People on a follow list, newest follow first, with whether the viewer follows each of them
     * and whether each follows the viewer.
     */
    listFollows: (
      direction: 'followers' | 'following',
      profileId: string,
      viewerId: string | null,
      after: KeyOf<typeof FOLLOW_KEY> | null,
      limit: number,
    ) => {
      const [self, other] =
        direction === 'followers'
          ? (['following_id', 'follower_id'] as const)
          : (['follower_id', 'following_id'] as const);
      let q = db
        .selectFrom('follows as f')
        .innerJoin('profiles as p', 'p.id', `f.${other}`)
        .select(['p.id', 'p.username', 'p.avatar_url', 'p.bio', 'f.created_at as followed_at'])
        .select((eb) => followStateColumns(eb as never, viewerId))
        .where(`f.${self}`, '=', profileId)
        .where('p.deleted_at', 'is', null);
      if (after) q = q.where((eb) => eb(eb.refTuple('f.created_at', `p.id`), '<', eb.tuple(after[0], after[1])));
      return q.orderBy('f.created_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute();
    },
  };
}

export type EngagementRepository = ReturnType<typeof createEngagementRepository>;
