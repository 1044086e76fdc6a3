import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * profiles.search_changed_at: when the row's username or deletion last changed, in ms. The
 * in-memory people search (search/people-index.ts) reads only the rows changed since it last
 * looked. The database stamps it, on insert (unless given) and on any update of those two columns,
 * whatever path the write takes (sign-up, rename, deletion, the admin command, the seeders).
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`alter table profiles add column search_changed_at bigint not null
      default (extract(epoch from clock_timestamp()) * 1000)::bigint`.execute(db);
    await sql`create function profiles_search_changed() returns trigger language plpgsql as $$
      begin
        new.search_changed_at := (extract(epoch from clock_timestamp()) * 1000)::bigint;
        return new;
      end $$`.execute(db);
    await sql`create trigger profiles_search_changed_bu before update of username, deleted_at on profiles
      for each row execute function profiles_search_changed()`.execute(db);
  } else {
    // SQLite cannot add a column with an expression as its default: triggers stamp the rows.
    await db.schema
      .alterTable('profiles')
      .addColumn('search_changed_at', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await sql`create trigger profiles_search_changed_ai after insert on profiles when new.search_changed_at = 0 begin
      update profiles set search_changed_at = cast(unixepoch('subsec') * 1000 as integer) where id = new.id; end`.execute(
      db,
    );
    await sql`create trigger profiles_search_changed_au after update of username, deleted_at on profiles begin
      update profiles set search_changed_at = cast(unixepoch('subsec') * 1000 as integer) where id = new.id; end`.execute(
      db,
    );
  }
  await sql`update profiles set search_changed_at = created_at`.execute(db);
  await db.schema.createIndex('profiles_search_changed_idx').on('profiles').column('search_changed_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('profiles_search_changed_idx').execute();
  if (dialectOf(db) === 'postgres') {
    await sql`drop trigger if exists profiles_search_changed_bu on profiles`.execute(db);
    await sql`drop function if exists profiles_search_changed()`.execute(db);
  } else {
    await sql`drop trigger if exists profiles_search_changed_ai`.execute(db);
    await sql`drop trigger if exists profiles_search_changed_au`.execute(db);
  }
  await db.schema.alterTable('profiles').dropColumn('search_changed_at').execute();
}
