import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.js';

type WithProfile = Database & { p: Database['profiles'] };

/**
 * For each row's profile `p`: whether the viewer follows them, whether they follow the viewer, and
 * whether a block stands between them either way (all false for visitors). SQLite answers EXISTS
 * with 0/1, PostgreSQL with a boolean.
 */
export function followStateColumns(eb: ExpressionBuilder<WithProfile, 'p'>, viewerId: string | null) {
  if (!viewerId) {
    return [
      sql<boolean | number>`false`.as('is_following'),
      sql<boolean | number>`false`.as('follows_you'),
      sql<boolean | number>`false`.as('blocked'),
    ];
  }
  return [
    eb
      .exists(
        eb
          .selectFrom('follows as vf')
          .select('vf.follower_id')
          .where('vf.follower_id', '=', viewerId)
          .whereRef('vf.following_id', '=', 'p.id'),
      )
      .$castTo<boolean | number>()
      .as('is_following'),
    eb
      .exists(
        eb
          .selectFrom('follows as rf')
          .select('rf.follower_id')
          .whereRef('rf.follower_id', '=', 'p.id')
          .where('rf.following_id', '=', viewerId),
      )
      .$castTo<boolean | number>()
      .as('follows_you'),
    eb
      .exists(
        eb
          .selectFrom('blocks as b')
          .select('b.blocker_id')
          .where((w) =>
            w.or([
              w.and([w('b.blocker_id', '=', viewerId), w('b.blocked_id', '=', w.ref('p.id'))]),
              w.and([w('b.blocker_id', '=', w.ref('p.id')), w('b.blocked_id', '=', viewerId)]),
            ]),
          ),
      )
      .$castTo<boolean | number>()
      .as('blocked'),
  ];
}
