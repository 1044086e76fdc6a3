import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import { searchText } from '../../lib/search-text.js';

/**
 * Forgiving search on both databases, served by an index:
 * - videos.search_text holds the title in search form (see lib/search-text.ts);
 * - SQLite: FTS5 trigram tables over it and over usernames, kept in sync by triggers;
 * - PostgreSQL: pg_trgm GIN indexes, which serve LIKE '%word%'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db.selectFrom('videos').select(['id', 'title']).execute();
  for (const r of rows) {
    await db
      .updateTable('videos')
      .set({ search_text: searchText(r.title) })
      .where('id', '=', r.id)
      .execute();
  }

  if (dialectOf(db) === 'postgres') {
    // Database-wide, so it goes to public (not to whichever schema is first on the search path);
    // two instances migrating at once may race to create it, which is harmless.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db).catch(async (err) => {
      const { rows } = await sql`select 1 from pg_extension where extname = 'pg_trgm'`.execute(db);
      if (rows.length === 0) throw err;
    });
    await sql`create index videos_search_trgm on videos using gin (search_text gin_trgm_ops)`.execute(db);
    await sql`create index profiles_username_trgm on profiles using gin (lower(username) gin_trgm_ops)`.execute(db);
    return;
  }

  await sql`create virtual table videos_fts using fts5(search_text, content='videos', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(
    db,
  );
  await sql`insert into videos_fts(videos_fts) values('rebuild')`.execute(db);
  await sql`create trigger videos_fts_ai after insert on videos begin
    insert into videos_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  await sql`create trigger videos_fts_ad after delete on videos begin
    insert into videos_fts(videos_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(db);
  await sql`create trigger videos_fts_au after update of search_text on videos begin
    insert into videos_fts(videos_fts, rowid, search_text) values ('delete', old.id, old.search_text);
    insert into videos_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);

  await sql`create virtual table profiles_fts using fts5(username, content='profiles', content_rowid='rowid', tokenize='trigram remove_diacritics 1')`.execute(
    db,
  );
  await sql`insert into profiles_fts(profiles_fts) values('rebuild')`.execute(db);
  await sql`create trigger profiles_fts_ai after insert on profiles begin
    insert into profiles_fts(rowid, username) values (new.rowid, new.username); end`.execute(db);
  await sql`create trigger profiles_fts_ad after delete on profiles begin
    insert into profiles_fts(profiles_fts, rowid, username) values ('delete', old.rowid, old.username); end`.execute(
    db,
  );
  await sql`create trigger profiles_fts_au after update of username on profiles begin
    insert into profiles_fts(profiles_fts, rowid, username) values ('delete', old.rowid, old.username);
    insert into profiles_fts(rowid, username) values (new.rowid, new.username); end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index if exists videos_search_trgm`.execute(db);
    await sql`drop index if exists profiles_username_trgm`.execute(db);
  } else {
    for (const t of [
      'videos_fts_ai',
      'videos_fts_ad',
      'videos_fts_au',
      'profiles_fts_ai',
      'profiles_fts_ad',
      'profiles_fts_au',
    ]) {
      await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    }
    await sql`drop table if exists videos_fts`.execute(db);
    await sql`drop table if exists profiles_fts`.execute(db);
  }
  await db.schema.alterTable('videos').dropColumn('search_text').execute();
}
