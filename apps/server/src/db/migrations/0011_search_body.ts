import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import { searchText } from '../../lib/search-text.js';

const OLD_TRIGGERS = ['videos_fts_ai', 'videos_fts_ad', 'videos_fts_au'];

/**
 * Search ranks title matches before description matches, so the description is searchable too:
 * - videos.search_body holds the description in search form (lib/search-text.ts);
 * - SQLite: the FTS5 trigram table indexes both columns (a column filter tells title matches);
 * - PostgreSQL: a pg_trgm GIN index over title and description together serves LIKE '%word%'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('search_body', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await db.selectFrom('videos').select(['id', 'subtitle']).where('subtitle', 'is not', null).execute();
  for (const r of rows) {
    await db
      .updateTable('videos')
      .set({ search_body: searchText(r.subtitle) })
      .where('id', '=', r.id)
      .execute();
  }

  if (dialectOf(db) === 'postgres') {
    await sql`create index videos_search_all_trgm on videos using gin ((search_text || ' ' || search_body) gin_trgm_ops)`.execute(
      db,
    );
    return;
  }

  for (const t of OLD_TRIGGERS) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
  await sql`drop table if exists videos_fts`.execute(db);
  await sql`create virtual table videos_fts using fts5(search_text, search_body, content='videos', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(
    db,
  );
  await sql`insert into videos_fts(videos_fts) values('rebuild')`.execute(db);
  await sql`create trigger videos_fts_ai after insert on videos begin
    insert into videos_fts(rowid, search_text, search_body) values (new.id, new.search_text, new.search_body); end`.execute(
    db,
  );
  await sql`create trigger videos_fts_ad after delete on videos begin
    insert into videos_fts(videos_fts, rowid, search_text, search_body)
    values ('delete', old.id, old.search_text, old.search_body); end`.execute(db);
  await sql`create trigger videos_fts_au after update of search_text, search_body on videos begin
    insert into videos_fts(videos_fts, rowid, search_text, search_body)
    values ('delete', old.id, old.search_text, old.search_body);
    insert into videos_fts(rowid, search_text, search_body) values (new.id, new.search_text, new.search_body); end`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`drop index if exists videos_search_all_trgm`.execute(db);
  } else {
    for (const t of OLD_TRIGGERS) await sql`drop trigger if exists ${sql.raw(t)}`.execute(db);
    await sql`drop table if exists videos_fts`.execute(db);
    await sql`create virtual table videos_fts using fts5(search_text, content='videos', content_rowid='id', tokenize='trigram remove_diacritics 1')`.execute(
      db,
    );
    await sql`insert into videos_fts(videos_fts) values('rebuild')`.execute(db);
    await sql`create trigger videos_fts_ai after insert on videos begin
      insert into videos_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
    await sql`create trigger videos_fts_ad after delete on videos begin
      insert into videos_fts(videos_fts, rowid, search_text) values ('delete', old.id, old.search_text); end`.execute(
      db,
    );
    await sql`create trigger videos_fts_au after update of search_text on videos begin
      insert into videos_fts(videos_fts, rowid, search_text) values ('delete', old.id, old.search_text);
      insert into videos_fts(rowid, search_text) values (new.id, new.search_text); end`.execute(db);
  }
  await db.schema.alterTable('videos').dropColumn('search_body').execute();
}
