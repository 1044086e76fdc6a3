import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { shiftBlockedComments } from './visible-comments.js';

/** The most people a settings list shows (newest first). */
const LIST_MAX = 500;

type ListPairs = SelectQueryBuilder<
  Database,
  'blocks' | 'mutes',
  { owner_id: string; person_id: string; created_at: number }
>;

/** A block or mute list's rows, renamed alike: who blocked or muted (`owner_id`), and whom. */
const listPairs = (db: Kysely<Database>, list: 'blocks' | 'mutes'): ListPairs =>
  list === 'blocks'
    ? db.selectFrom('blocks').select(['blocker_id as owner_id', 'blocked_id as person_id', 'created_at'])
    : db.selectFrom('mutes').select(['muter_id as owner_id', 'muted_id as person_id', 'created_at']);

const exists = async (query: Promise<unknown>) => (await query) !== undefined;

/** The live people on one person's block or mute list, newest first: one query for both lists. */
function listLivePeople(db: Kysely<Database>, list: 'blocks' | 'mutes', ownerId: string) {
  return db
    .selectFrom(listPairs(db, list).as('l'))
    .innerJoin('profiles as p', 'p.id', 'l.person_id')
    .select(['p.id', 'p.username', 'p.avatar_url', 'l.created_at'])
    .where('l.owner_id', '=', ownerId)
    .where('p.deleted_at', 'is', null)
    .orderBy('l.created_at', 'desc')
    .orderBy('p.id', 'desc')
    .limit(LIST_MAX)
    .execute();
}

/**
 * Blocks and mutes. A block ends any follow between the two people in the same transaction (the
 * follower counts are counted from `follows`, so they are right at once).
 */
export function createBlocksRepository(db: Kysely<Database>) {
  const blockRow = (blockerId: string, blockedId: string) =>
    db
      .selectFrom('blocks')
      .select('blocker_id')
      .where('blocker_id', '=', blockerId)
      .where('blocked_id', '=', blockedId)
      .executeTakeFirst();

  return {
    /** Idempotent; the follows between the two, both ways, end with it. */
    block: (blockerId: string, blockedId: string, at: number) =>
      db.transaction().execute(async (trx) => {
        const added = await trx
          .insertInto('blocks')
          .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: at })
          .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
          .returning('blocker_id')
          .execute();
        // Their comments on the blocker's videos are hidden from everyone: out of the counts too.
        if (added.length) await shiftBlockedComments(trx, blockerId, blockedId, '-');
        await trx
          .deleteFrom('follows')
          .where((eb) =>
            eb.or([
              eb.and([eb('follower_id', '=', blockerId), eb('following_id', '=', blockedId)]),
              eb.and([eb('follower_id', '=', blockedId), eb('following_id', '=', blockerId)]),
            ]),
          )
          .execute();
      }),

    unblock: (blockerId: string, blockedId: string) =>
      db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('blocks')
          .where('blocker_id', '=', blockerId)
          .where('blocked_id', '=', blockedId)
          .returning('blocker_id')
          .execute();
        if (gone.length) await shiftBlockedComments(trx, blockerId, blockedId, '+');
      }),

    mute: async (muterId: string, mutedId: string, at: number) => {
      await db
        .insertInto('mutes')
        .values({ muter_id: muterId, muted_id: mutedId, created_at: at })
        .onConflict((oc) => oc.columns(['muter_id', 'muted_id']).doNothing())
        .execute();
    },

    unmute: async (muterId: string, mutedId: string) => {
      await db.deleteFrom('mutes').where('muter_id', '=', muterId).where('muted_id', '=', mutedId).execute();
    },

    isBlocked: (blockerId: string, blockedId: string) => exists(blockRow(blockerId, blockedId)),

    /** How the viewer and another person stand: blocks both ways, the viewer's mute. */
    async relation(viewerId: string, otherId: string) {
      const [blocked, blockedBy, muted] = await Promise.all([
        exists(blockRow(viewerId, otherId)),
        exists(blockRow(otherId, viewerId)),
        exists(
          db
            .selectFrom('mutes')
            .select('muter_id')
            .where('muter_id', '=', viewerId)
            .where('muted_id', '=', otherId)
            .executeTakeFirst(),
        ),
      ]);
      return { blocked, blockedBy, muted };
    },

    /** Whose videos and comments the viewer does not see: those they muted or blocked. */
    hiddenBy: async (viewerId: string): Promise<string[]> => {
      const rows = await db
        .selectFrom('mutes')
        .select('muted_id as id')
        .where('muter_id', '=', viewerId)
        .union(db.selectFrom('blocks').select('blocked_id as id').where('blocker_id', '=', viewerId))
        .execute();
      return rows.map((r) => r.id);
    },

    /** The live people the viewer blocked, newest block first. */
    listBlocked: (blockerId: string) => listLivePeople(db, 'blocks', blockerId),

    /** The live people the viewer muted, newest mute first. */
    listMuted: (muterId: string) => listLivePeople(db, 'mutes', muterId),
  };
}

export type BlocksRepository = ReturnType<typeof createBlocksRepository>;
