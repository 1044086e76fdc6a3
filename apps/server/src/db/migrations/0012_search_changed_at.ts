import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * videos.search_changed_at: when the row's searchable fields (title, description, platform,
 * orientation) last changed, in ms. The in-memory search index (search/search-index.ts) reads
 * only the rows changed since it last looked. Every insert gets the database's clock, whatever
 * path it takes; edits set it in the repository.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table videos add column search_changed_at bigint not null
      default (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(db);
  } else {
    // SQLite cannot add a column with an expression as its default: a trigger stamps new rows.
    await db.schema
      .alterTable('videos')
      .addColumn('search_changed_at', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`create trigger videos_search_changed_ai after insert on videos when new.search_changed_at = 0 begin
      update videos set search_changed_at = cast(unixepoch('subsec') * 1000 as integer) where id = new.id; end`.execute(
      db,
    );
  }
  await sql`update videos set search_changed_at = created_at`.execute(db);
  await db.schema.createIndex('videos_search_changed_idx').on('videos').column('search_changed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('videos_search_changed_idx').execute();
  if (dialectOf(db) !== 'postgres') await sql`drop trigger if exists videos_search_changed_ai`.execute(db);
  await db.schema.alterTable('videos').dropColumn('search_changed_at').execute();
}
