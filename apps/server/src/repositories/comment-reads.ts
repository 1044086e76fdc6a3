import type { Kysely } from 'kysely';
import { type KeyOf, sortKey } from '../lib/cursor.js';
import { visibleComments } from './visible-comments.js';
import type { Database } from '../db/schema.js';

/** Newest first: a video's comments, a user's comments. */
export const COMMENT_KEY = sortKey(['n', 'n'], (r: { created_at: number; id: number }): [number, number] => [
  r.created_at,
  r.id,
]);

/** Comments as they are read: one with its video, a video's section, a person's profile tab. */
export function createCommentReads(db: Kysely<Database>) {
  return {
    findComment: (id: number) =>
      db
        .selectFrom('comments as c')
        .innerJoin('videos as v', 'v.id', 'c.video_id')
        // Whether a ban hides it: its author's or the video's creator's.
        .leftJoin('profiles as ca', 'ca.id', 'c.author_id')
        .leftJoin('profiles as vo', 'vo.id', 'v.owner_id')
        .select(['c.id', 'c.video_id', 'c.author_id', 'c.body', 'c.removed_at'])
        .select(['v.owner_id as video_owner_id', 'v.title as video_title', 'v.held_prefix as video_held_prefix'])
        .select(['ca.banned_at as author_banned_at', 'vo.banned_at as video_owner_banned_at'])
        .where('c.id', '=', id)
        .executeTakeFirst(),

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
  };
}
