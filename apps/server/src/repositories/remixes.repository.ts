import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** What a remix link shows of a video anyone may see: none for one removed, held, processing or banned. */
export interface LinkedVideoRow {
  id: number;
  title: string;
  owner_username: string | null;
  owner_deleted_at: number | null;
}

/** The reads of remix links; remixes themselves are listed as feed pages (videos.repository.ts). */
export function createRemixesRepository(db: Kysely<Database>) {
  /** Videos anyone may open (an unlisted one by its link): removed, held, processing, scheduled and banned left out. */
  const visible = () =>
    db
      .selectFrom('videos as v')
      .innerJoin('profiles as p', 'p.id', 'v.owner_id')
      .where('v.processing', '=', 0)
      .where('v.held_at', 'is', null)
      .where('v.visibility', '<>', 'scheduled')
      .where('p.banned_at', 'is', null);

  return {
    /** The visible ones of these videos, to be linked by name. */
    linked: async (ids: number[]): Promise<LinkedVideoRow[]> =>
      ids.length === 0
        ? []
        : visible()
            .select(['v.id', 'v.title', 'p.username as owner_username', 'p.deleted_at as owner_deleted_at'])
            .where('v.id', 'in', ids)
            .execute(),

    /** How many visible remixes a video has (the partial index on remix_of serves it). */
    count: async (videoId: number): Promise<number> => {
      const row = await visible()
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('v.remix_of', '=', videoId)
        // As the list of them counts: public ones (an unlisted remix is linked to, never listed).
        .where('v.visibility', '=', 'public')
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /** Who made a video, its title and what it remixes: what its remix's notification names. */
    sourceOf: (remixId: number) =>
      db
        .selectFrom('videos as r')
        .innerJoin('videos as s', 's.id', 'r.remix_of')
        .select(['r.owner_id as remixer_id', 's.owner_id as source_owner_id', 's.title as source_title'])
        .where('r.id', '=', remixId)
        // Told once the remix is public: at its processing's end, or when it is published later.
        .where('r.visibility', '=', 'public')
        .executeTakeFirst(),
  };
}

export type RemixesRepository = ReturnType<typeof createRemixesRepository>;
