import type { Kysely } from 'kysely';
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
