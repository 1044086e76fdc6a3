import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Notifications: one row per thing to tell someone, grouped while unread (the claps on one video,
 * the comments on one video, new followers) by `group_key`, with its people in
 * `notification_actors`; a person's e-mail choice per kind; and the one pending daily digest per
 * person, whose job sends what has not been e-mailed yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('recipient_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text')
    .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('cascade'))
    .addColumn('text', 'text')
    .addColumn('link', 'text')
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('updated_at', bigint, (c) => c.notNull())
    .addColumn('read_at', bigint)
    .addCheckConstraint('notifications_kind', sql`kind in ('follow', 'comment', 'reply', 'clap', 'moderation')`)
    .execute();
  await db.schema
    .createIndex('notifications_recipient_idx')
    .on('notifications')
    .columns(['recipient_id', 'updated_at', 'id'])
    .execute();
  // One unread group per person and key: a new clap joins it, a clap after reading starts another.
  await db.schema
    .createIndex('notifications_open_group_idx')
    .on('notifications')
    .columns(['recipient_id', 'group_key'])
    .unique()
    .where(sql.ref('read_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('notification_actors')
    .addColumn('notification_id', 'integer', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('actor_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('at', bigint, (c) => c.notNull())
    /** When this person's part was e-mailed (at once or in a digest); null until then. */
    .addColumn('emailed_at', bigint)
    .addPrimaryKeyConstraint('notification_actors_pk', ['notification_id', 'actor_id'])
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_preferences_pk', ['user_id', 'kind'])
    .addCheckConstraint('notification_preferences_email', sql`email in ('off', 'immediately', 'daily')`)
    .execute();

  await db.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('due_at', bigint, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('notification_digests').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropTable('notification_actors').execute();
  await db.schema.dropTable('notifications').execute();
}
