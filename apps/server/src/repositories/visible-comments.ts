import type { ExpressionBuilder, Kysely } from 'kysely';
import { addToDay } from './day-stats.js';
import type { Database } from '../db/schema.js';

/**
 * A video's comments as one viewer may see them: a banned author's are hidden until the ban is
 * lifted; those of someone the video's creator blocked are hidden from everyone, the creator
 * included, until the block is lifted (the creator's say over their own videos, as a channel's
 * 'hide user' is); removed ones are left to their author; none by `hiddenAuthors` (the viewer's
 * own mutes and blocks). The list and its count both start here, so they always agree.
 */
export function visibleComments(
  db: Kysely<Database>,
  videoId: number,
  viewerId: string | null,
  hiddenAuthors: readonly string[],
) {
  let q = db
    .selectFrom('comments as c')
    .innerJoin('profiles as p', 'p.id', 'c.author_id')
    .innerJoin('videos as v', 'v.id', 'c.video_id')
    .where('c.video_id', '=', videoId)
    .where('p.banned_at', 'is', null)
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
    )
    .where((eb) =>
      viewerId === null
        ? eb('c.removed_at', 'is', null)
        : eb.or([eb('c.removed_at', 'is', null), eb('c.author_id', '=', viewerId)]),
    );
  if (hiddenAuthors.length > 0) q = q.where('c.author_id', 'not in', hiddenAuthors);
  return q;
}

/**
 * `videos.comments_count` counts the comments shown to all, so a block takes the blocked person's
 * live comments on the blocker's videos out of it and an unblock puts them back (`sign`).
 */
export async function shiftBlockedComments(
  trx: Kysely<Database>,
  ownerId: string,
  authorId: string,
  sign: '+' | '-',
): Promise<void> {
  const counts = await trx
    .selectFrom('comments as c')
    .innerJoin('videos as v', 'v.id', 'c.video_id')
    .select((eb) => ['c.video_id', eb.fn.countAll().as('n')])
    .where('v.owner_id', '=', ownerId)
    .where('c.author_id', '=', authorId)
    .where('c.removed_at', 'is', null)
    .groupBy('c.video_id')
    .execute();
  const at = Date.now();
  for (const { video_id, n } of counts) {
    await trx
      .updateTable('videos')
      .set((eb) => ({ comments_count: eb('comments_count', sign, Number(n)) }))
      .where('id', '=', video_id)
      .execute();
    await addToDay(trx, video_id, 'comments', sign === '+' ? Number(n) : -Number(n), at);
  }
}

/** For a change of `videos.comments_count` by one comment: only when its author is not blocked there. */
export const authorNotBlockedByOwner = (authorId: string) => (eb: ExpressionBuilder<Database, 'videos'>) =>
  eb.not(
    eb.exists(
      eb
        .selectFrom('blocks')
        .select('blocks.blocked_id')
        .whereRef('blocks.blocker_id', '=', 'videos.owner_id')
        .where('blocks.blocked_id', '=', authorId),
    ),
  );
