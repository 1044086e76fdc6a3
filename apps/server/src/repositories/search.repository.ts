import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import { followStateColumns } from './follow-state.js';
import type { Database, OrientationValue } from '../db/schema.js';

/**
 * Every word must appear somewhere (any order, partial words). Words of three characters or more
 * are matched through the trigram index of each database; shorter ones filter what it finds.
 */
export function createSearchRepository(db: Kysely<Database>, dialect: DialectName) {
  const long = (words: string[]) => words.filter((w) => w.length >= 3);
  const ftsQuery = (words: string[]) =>
    long(words)
      .map((w) => `"${w}"`)
      .join(' AND ');

  return {
    /** Ids of matching videos, newest first, with the equality filters applied. */
    async videoIds(words: string[], filters: { platformId?: number; orientation?: OrientationValue }, limit: number) {
      let q = db.selectFrom('videos as v').select('v.id');
      if (dialect === 'sqlite' && long(words).length > 0) {
        q = q.where(sql<SqlBool>`v.id in (select rowid from videos_fts where videos_fts match ${ftsQuery(words)})`);
        for (const w of words.filter((x) => x.length < 3)) q = q.where('v.search_text', 'like', `%${w}%`);
      } else {
        for (const w of words) q = q.where('v.search_text', 'like', `%${w}%`);
      }
      if (filters.platformId !== undefined) q = q.where('v.platform_id', '=', filters.platformId);
      if (filters.orientation !== undefined) q = q.where('v.orientation', '=', filters.orientation);
      return (await q.orderBy('v.created_at', 'desc').orderBy('v.id', 'desc').limit(limit).execute()).map((r) => r.id);
    },

    /** Live profiles whose username contains every word, with the viewer's follow state. */
    users(words: string[], viewerId: string | null, limit: number) {
      const match = (eb: any): Expression<SqlBool>[] => {
        const lower = sql<string>`lower(p.username)`;
        if (dialect === 'sqlite' && long(words).length > 0) {
          return [
            sql<SqlBool>`p.rowid in (select rowid from profiles_fts where profiles_fts match ${ftsQuery(words)})`,
            ...words.filter((w) => w.length < 3).map((w) => eb(lower, 'like', `%${w}%`)),
          ];
        }
        return words.map((w) => eb(lower, 'like', `%${w}%`));
      };
      return db
        .selectFrom('profiles as p')
        .select(['p.id', 'p.username', 'p.avatar_url', 'p.bio'])
        .select((eb) => followStateColumns(eb as never, viewerId))
        .where('p.deleted_at', 'is', null)
        .where((eb) => eb.and(match(eb)))
        .orderBy(sql`length(p.username)`)
        .orderBy('p.username')
        .limit(limit)
        .execute();
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
