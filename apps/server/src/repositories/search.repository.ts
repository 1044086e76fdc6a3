import { type Kysely, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import { followStateColumns } from './follow-state.js';
import { createKeptQueries, idValues } from './kept-queries.js';
import type { Database, OrientationValue } from '../db/schema.js';

/** How many of the newest matches are ranked: bounds the work of a word that matches thousands. */
export const SEARCH_CANDIDATES = 250;

/**
 * Every word must appear in the title or the description (any order, partial words); videos whose
 * title holds every word come first, then the rest, each newest first. Words of three characters
 * or more are matched through the trigram index of each database; shorter ones filter what it finds.
 */
export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  const kept = createKeptQueries(db);
  const long = (words: string[]) => words.filter((w) => w.length >= 3);
  const ftsQuery = (words: string[]) =>
    long(words)
      .map((w) => `"${w}"`)
      .join(' AND ');
  const allText = sql<string>`(v.search_text || ' ' || v.search_body)`;
  const indexColumns = () =>
    db
      .selectFrom('videos')
      .select(['id', 'created_at', 'search_text', 'search_body', 'platform_id', 'orientation', 'visibility'])
      // Found once processed: its end writes search_changed_at, which brings it into the index.
      // A held video is not read back; the cards it no longer yields make the index forget it.
      // One no longer public is read back, to be taken out (its cards are still made, for its link).
      .where('processing', '=', 0)
      .where('held_at', 'is', null);

  return {
    /** Ids of matching videos, best first (see above), with the equality filters applied. */
    async videoIds(words: string[], filters: { platformId?: number; orientation?: OrientationValue }, limit: number) {
      let q = db
        .selectFrom('videos as v')
        .select(['v.id', 'v.search_text', 'v.created_at'])
        .where('v.processing', '=', 0)
        .where('v.held_at', 'is', null)
        .where('v.visibility', '=', 'public');
      const useFts = dialect === 'sqlite' && long(words).length > 0;
      if (useFts) {
        // The newest matches straight from the index, in rowid order (ids grow with uploads), so a
        // word matching thousands of videos costs no more than SEARCH_CANDIDATES of them.
        q = q
          .innerJoin(sql<{ rowid: number }>`videos_fts`.as('f'), (j) => j.onRef(sql.ref('f.rowid'), '=', 'v.id'))
          .where(sql<SqlBool>`videos_fts match ${ftsQuery(words)}`)
          .orderBy(sql`f.rowid`, 'desc');
        for (const w of words.filter((x) => x.length < 3)) q = q.where(allText, 'like', `%${w}%`);
      } else {
        for (const w of words) q = q.where(allText, 'like', `%${w}%`);
        q = q.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc');
      }
      if (filters.platformId !== undefined) q = q.where('v.platform_id', '=', filters.platformId);
      if (filters.orientation !== undefined) q = q.where('v.orientation', '=', filters.orientation);
      const candidates = await q.limit(SEARCH_CANDIDATES).execute();
      const inTitle = (text: string) => words.every((w) => text.includes(w));
      return candidates
        .map((c) => ({ id: c.id, createdAt: c.created_at, tier: inTitle(c.search_text) ? 0 : 1 }))
        .sort((a, b) => a.tier - b.tier || b.createdAt - a.createdAt || b.id - a.id)
        .slice(0, limit)
        .map((c) => c.id);
    },

    /** What the search index holds of each video changed at or after `since` (ms). */
    indexRows: (since: number) => indexColumns().where('search_changed_at', '>=', since).execute(),

    /** The same, of every video, a page at a time in id order: `limit` videos after `afterId`. */
    indexPage: (afterId: number, limit: number) =>
      indexColumns().where('id', '>', afterId).orderBy('id').limit(limit).execute(),

    /** Live profiles whose username contains every word, with the viewer's follow state. */
    users(words: string[], viewerId: string | null, limit: number) {
      const fts = dialect === 'sqlite' && long(words).length > 0;
      // Only the words' values change between searches of the same shape.
      const likeWords = fts ? words.filter((w) => w.length < 3) : words;
      const shape = `people: ${fts ? 'fts' : 'like'}, ${likeWords.length} like, ${viewerId ? 'viewer' : 'nobody'}, ${limit}`;
      const values: Record<string, unknown> = { viewer: viewerId, fts: ftsQuery(words) };
      likeWords.forEach((w, i) => (values[`w${i}`] = `%${w}%`));
      return kept(
        shape,
        (slot) =>
          db
            .selectFrom('profiles as p')
            .select(['p.id', 'p.username', 'p.avatar_url', 'p.bio'])
            .select((eb) => followStateColumns(eb as never, viewerId && slot('viewer')))
            .where('p.deleted_at', 'is', null)
            // A banned account is hidden with its content until the ban is lifted.
            .where('p.banned_at', 'is', null)
            .where((eb) => {
              const lower = sql<string>`lower(p.username)`;
              const like = likeWords.map((_, i) => eb(lower, 'like', slot(`w${i}`)));
              return eb.and(
                fts
                  ? [
                      sql<SqlBool>`p.rowid in (select rowid from profiles_fts where profiles_fts match ${slot('fts')})`,
                      ...like,
                    ]
                  : like,
              );
            })
            .orderBy(sql`length(p.username)`)
            .orderBy('p.username')
            .limit(limit),
        values,
      );
    },

    /** People search's columns of these profiles (not deleted), in no particular order. */
    peopleByIds: (ids: string[], viewerId: string | null) =>
      ids.length === 0
        ? Promise.resolve([])
        : kept(
            `people of ${ids.length}, ${viewerId ? 'viewer' : 'nobody'}`,
            (slot) =>
              db
                .selectFrom('profiles as p')
                .select(['p.id', 'p.username', 'p.avatar_url', 'p.bio'])
                .select((eb) => followStateColumns(eb as never, viewerId && slot('viewer')))
                .where('p.deleted_at', 'is', null)
                .where('p.banned_at', 'is', null)
                .where(
                  'p.id',
                  'in',
                  ids.map((_, i) => slot(`id${i}`)),
                ),
            { viewer: viewerId, ...idValues(ids) },
          ),

    /** What the people index holds of each profile changed at or after `since` (ms). */
    peopleRows: (since: number) =>
      db
        .selectFrom('profiles')
        .select(['id', 'username', 'deleted_at'])
        .where('search_changed_at', '>=', since)
        .execute(),

    /** The same, of every profile, a page at a time in id order: `limit` profiles after `afterId`. */
    peoplePage: (afterId: string, limit: number) =>
      db
        .selectFrom('profiles')
        .select(['id', 'username', 'deleted_at'])
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .execute(),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
