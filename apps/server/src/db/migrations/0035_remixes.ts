import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Remixes (issue 35): a video may say which video it was made from (`remix_of`) and the first of
 * that chain (`remix_root`); they stay when that video goes, so the page can say 'Remixed from a
 * removed video'. `allow_remixes` is its creator's choice.
 * Notification kinds grow with each feature, so they are checked by the contract, as audit actions
 * are (0017): SQLite cannot drop a check without rebuilding the table, done here once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  // Ids are never reused (0001), so a link to a removed video finds nothing rather than another.
  await db.schema.alterTable('videos').addColumn('remix_of', 'integer').execute();
  await db.schema.alterTable('videos').addColumn('remix_root', 'integer').execute();
  // null: not a remix; 'claimed': its creator says so; 'verified': its Content Credentials prove it.
  await db.schema.alterTable('videos').addColumn('remix_claim', 'text').execute();
  await db.schema
    .alterTable('videos')
    .addColumn('allow_remixes', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('videos_remix_of_idx')
    .on('videos')
    .columns(['remix_of', 'created_at', 'id'])
    .where(sql.ref('remix_of'), 'is not', null)
    .execute();
  if (pg) await sql`alter table notifications drop constraint notifications_kind`.execute(db);
  else await rebuildNotificationsWithoutKindCheck(db);
}

/** SQLite: both tables are copied before either is dropped, so no cascade empties the actors. */
async function rebuildNotificationsWithoutKindCheck(db: Kysely<any>) {
  await sql`create table notifications_next (
    id integer primary key autoincrement,
    recipient_id text not null references profiles(id) on delete cascade,
    kind text not null,
    group_key text,
    video_id integer references videos(id) on delete cascade,
    text text, link text,
    created_at integer not null, updated_at integer not null, read_at integer)`.execute(db);
  await sql`insert into notifications_next select id, recipient_id, kind, group_key, video_id, text, link, created_at, updated_at, read_at from notifications`.execute(
    db,
  );
  await sql`create table notification_actors_next (
    notification_id integer not null references notifications_next(id) on delete cascade,
    actor_id text not null references profiles(id) on delete cascade,
    at integer not null, emailed_at integer,
    constraint notification_actors_pk primary key (notification_id, actor_id))`.execute(db);
  await sql`insert into notification_actors_next select notification_id, actor_id, at, emailed_at from notification_actors`.execute(
    db,
  );
  await db.schema.dropTable('notification_actors').execute();
  await db.schema.dropTable('notifications').execute();
  // Renaming rewrites notification_actors_next's reference to the new name.
  await db.schema.alterTable('notifications_next').renameTo('notifications').execute();
  await db.schema.alterTable('notification_actors_next').renameTo('notification_actors').execute();
  await db.schema
    .createIndex('notifications_recipient_idx')
    .on('notifications')
    .columns(['recipient_id', 'updated_at', 'id'])
    .execute();
  await db.schema
    .createIndex('notifications_open_group_idx')
    .on('notifications')
    .columns(['recipient_id', 'group_key'])
    .unique()
    .where(sql.ref('read_at'), 'is', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('videos_remix_of_idx').execute();
  for (const column of ['allow_remixes', 'remix_claim', 'remix_root', 'remix_of'])
    await db.schema.alterTable('videos').dropColumn(column).execute();
  const kinds = sql`kind in ('follow', 'comment', 'reply', 'clap', 'moderation')`;
  await sql`delete from notifications where not (${kinds})`.execute(db);
  // SQLite keeps the table as rebuilt: without the check, which the contract makes.
  if (dialectOf(db) === 'postgres')
    await sql`alter table notifications add constraint notifications_kind check (${kinds})`.execute(db);
}
