import { type Kysely, sql } from 'kysely';
import { addToDay } from './day-stats.js';
import type { Database } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { notSensitiveTo } from './reader-choices.js';

/** The name of everyone's Saved list (its kind, 'saved', is what marks it). */
export const SAVED_NAME = 'Saved';

type Db = Kysely<Database>;

/**
 * Videos of a collection the reader may see: shown (not processing or held), by a creator who is
 * not banned nor hidden from the reader (mutes, blocks): what every list of cards shows. Public
 * ones to everyone; an unlisted one to whoever keeps the collection (they had its link) and to its
 * creator; a scheduled one to its creator alone.
 */
/** Who reads a collection: their id (null for a visitor) and the people whose videos they hide. */
export interface CollectionReader {
  id: string | null;
  hiddenOwners: readonly string[];
  /** Their setting leaves sensitive videos out (but their own). */
  hideSensitive?: boolean;
}

function visibleItems(db: Db, { id: reader, hiddenOwners, hideSensitive }: CollectionReader) {
  let q = db
    .selectFrom('collection_videos as cv')
    .innerJoin('videos as v', 'v.id', 'cv.video_id')
    .innerJoin('profiles as vp', 'vp.id', 'v.owner_id')
    .where('v.processing', '=', 0)
    .where('v.held_at', 'is', null)
    .where('vp.banned_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('v.visibility', '=', 'public'),
        ...(reader === null
          ? []
          : [
              eb('v.owner_id', '=', reader),
              eb.and([
                eb('v.visibility', '=', 'unlisted'),
                eb.exists(
                  eb
                    .selectFrom('collections as kc')
                    .select('kc.id')
                    .whereRef('kc.id', '=', 'cv.collection_id')
                    .where('kc.owner_id', '=', reader),
                ),
              ]),
            ]),
      ]),
    );
  if (hiddenOwners.length > 0) q = q.where('v.owner_id', 'not in', hiddenOwners);
  if (hideSensitive && reader !== null) q = q.where(notSensitiveTo(reader));
  return q;
}

export function createCollectionsRepository(db: Db) {
  /** The owner's named collections' names, lower-cased, but for the one being renamed. */
  const namesOf = async (trx: Db, ownerId: string, except: number | null): Promise<string[]> => {
    let q = trx.selectFrom('collections').select('name').where('owner_id', '=', ownerId).where('kind', '=', 'named');
    if (except !== null) q = q.where('id', '<>', except);
    return (await q.execute()).map((c) => c.name.toLowerCase());
  };

  /** A write checked against the owner's names; one that races past the check meets the index. */
  const nameGuarded = async <T>(write: (trx: Db) => Promise<T>): Promise<T | 'taken'> => {
    try {
      return await db.transaction().execute(write);
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  };

  /** Collections with their owner, the count of videos the reader may see and the first one's poster. */
  const withFacts = (reader: CollectionReader) =>
    db
      .selectFrom('collections as c')
      .innerJoin('profiles as p', 'p.id', 'c.owner_id')
      // A deleted or banned person's collections go with the rest of what they showed.
      .where('p.deleted_at', 'is', null)
      .where('p.banned_at', 'is', null)
      .select((eb) => [
        'c.id',
        'c.owner_id',
        'c.kind',
        'c.name',
        'c.description',
        'c.is_public',
        'c.created_at',
        'c.updated_at',
        'p.username as owner_username',
        visibleItems(db, reader)
          .where('cv.collection_id', '=', eb.ref('c.id'))
          .select((e) => e.fn.countAll<number | string>().as('n'))
          .as('video_count'),
        visibleItems(db, reader)
          .where('cv.collection_id', '=', eb.ref('c.id'))
          .select('v.thumbnail_url')
          .orderBy('cv.position')
          .limit(1)
          .as('poster'),
      ]);

  return {
    find: (id: number, reader: CollectionReader) => withFacts(reader).where('c.id', '=', id).executeTakeFirst(),

    /** The owner's collections, Saved first, then by name; `publicOnly` for everyone else. */
    listOf: (ownerId: string, publicOnly: boolean, reader: CollectionReader) => {
      let q = withFacts(reader).where('c.owner_id', '=', ownerId);
      if (publicOnly) q = q.where('c.is_public', '=', 1);
      return q.orderBy('c.kind', 'desc').orderBy('c.name').execute();
    },

    /** Which of these collections hold the video. */
    holding: async (collectionIds: number[], videoId: number): Promise<Set<number>> =>
      collectionIds.length === 0
        ? new Set()
        : new Set(
            (
              await db
                .selectFrom('collection_videos')
                .select('collection_id')
                .where('video_id', '=', videoId)
                .where('collection_id', 'in', collectionIds)
                .execute()
            ).map((r) => r.collection_id),
          ),

    /** The owner's Saved list, made if it is not there yet (two first saves at once make one). */
    savedOf: async (ownerId: string, at: number): Promise<number> => {
      await db
        .insertInto('collections')
        .values({ owner_id: ownerId, kind: 'saved', name: SAVED_NAME, is_public: 0, created_at: at, updated_at: at })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const row = await db
        .selectFrom('collections')
        .select('id')
        .where('owner_id', '=', ownerId)
        .where('kind', '=', 'saved')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A new named collection: 'taken' for a name the owner uses, 'too_many' past `max`. */
    create: (
      values: { owner_id: string; name: string; description: string | null; is_public: number; at: number },
      max: number,
    ): Promise<number | 'taken' | 'too_many'> =>
      nameGuarded(async (trx) => {
        const mine = await namesOf(trx, values.owner_id, null);
        if (mine.includes(values.name.toLowerCase())) return 'taken';
        if (mine.length >= max) return 'too_many';
        const { at, ...rest } = values;
        const row = await trx
          .insertInto('collections')
          .values({ ...rest, kind: 'named', created_at: at, updated_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      }),

    /** 'taken' when another of the owner's collections has the new name. */
    update: (
      id: number,
      ownerId: string,
      values: { name?: string; description?: string | null; is_public?: number },
      at: number,
    ): Promise<'done' | 'taken'> =>
      nameGuarded(async (trx) => {
        if (values.name !== undefined && (await namesOf(trx, ownerId, id)).includes(values.name.toLowerCase()))
          return 'taken';
        await trx
          .updateTable('collections')
          .set({ ...values, updated_at: at })
          .where('id', '=', id)
          .execute();
        return 'done';
      }),

    /** Its videos' saves come off the Studio's day, like the videos' places in it. */
    delete: (id: number, at = Date.now()) =>
      db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('collection_videos')
          .where('collection_id', '=', id)
          .returning('video_id')
          .execute();
        for (const { video_id } of gone) await addToDay(trx, video_id, 'saves', -1, at);
        await trx.deleteFrom('collections').where('id', '=', id).execute();
      }),

    /**
     * Puts a video in a collection, last (or first: `first`, the Saved list's newest-first order);
     * 'full' at `max` videos. A video already there stays where it is.
     */
    add: (collectionId: number, videoId: number, at: number, opts: { first: boolean; max: number }) =>
      db.transaction().execute(async (trx): Promise<'added' | 'full'> => {
        // Taking the collection's row first makes two adds to one collection wait for each other.
        await trx.updateTable('collections').set({ updated_at: at }).where('id', '=', collectionId).execute();
        const there = await trx
          .selectFrom('collection_videos')
          .select((eb) => [
            eb.fn.countAll<number | string>().as('n'),
            eb.fn.min('position').as('first'),
            eb.fn.max('position').as('last'),
          ])
          .where('collection_id', '=', collectionId)
          .executeTakeFirstOrThrow();
        if (Number(there.n) >= opts.max) return 'full';
        const position = opts.first ? Number(there.first ?? 1) - 1 : Number(there.last ?? -1) + 1;
        const added = await trx
          .insertInto('collection_videos')
          .values({ collection_id: collectionId, video_id: videoId, position, added_at: at })
          .onConflict((oc) => oc.columns(['collection_id', 'video_id']).doNothing())
          .executeTakeFirst();
        if (Number(added.numInsertedOrUpdatedRows ?? 0) > 0) await addToDay(trx, videoId, 'saves', 1, at);
        return 'added';
      }),

    /** False when the video was not in it. */
    remove: (collectionId: number, videoId: number, at: number) =>
      db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('collection_videos')
          .where('collection_id', '=', collectionId)
          .where('video_id', '=', videoId)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return false;
        await addToDay(trx, videoId, 'saves', -1, at);
        await trx.updateTable('collections').set({ updated_at: at }).where('id', '=', collectionId).execute();
        return true;
      }),

    /** Every video id in the collection, in its order (the owner's reorder is checked against it). */
    videoIds: async (collectionId: number): Promise<number[]> =>
      (
        await db
          .selectFrom('collection_videos')
          .select('video_id')
          .where('collection_id', '=', collectionId)
          .orderBy('position')
          .execute()
      ).map((r) => r.video_id),

    /** Places the videos in the order given (every one of the collection's, checked by the caller). */
    reorder: (collectionId: number, videoIds: number[], at: number) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('collections').set({ updated_at: at }).where('id', '=', collectionId).execute();
        if (videoIds.length === 0) return;
        // One statement for the whole order; the places are the list's own indices, written inline.
        const places = sql.join(
          videoIds.map((videoId, place) => sql`when ${videoId} then ${sql.lit(place)}`),
          sql` `,
        );
        await trx
          .updateTable('collection_videos')
          .set({ position: sql<number>`case video_id ${places} end` })
          .where('collection_id', '=', collectionId)
          .where('video_id', 'in', videoIds)
          .execute();
      }),

    /** A page of the videos the reader may see, in order: their ids and places (for the cursor). */
    page: (collectionId: number, after: number | null, limit: number, reader: CollectionReader) => {
      let q = visibleItems(db, reader)
        .select(['cv.video_id', 'cv.position'])
        .where('cv.collection_id', '=', collectionId);
      if (after !== null) q = q.where('cv.position', '>', after);
      return q.orderBy('cv.position').limit(limit).execute();
    },
  };
}

export type CollectionsRepository = ReturnType<typeof createCollectionsRepository>;
export type CollectionRow = NonNullable<Awaited<ReturnType<CollectionsRepository['find']>>>;
