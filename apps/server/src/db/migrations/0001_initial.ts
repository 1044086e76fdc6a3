import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';
import { createReportListIndexes } from './reports-table.js';

/**
 * The product's whole data model, plus the auth library's tables.
 * Portable on SQLite and PostgreSQL: the only per-dialect differences are the id columns,
 * 64-bit integers and the auth library's date/boolean types.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';
  const authDate = pg ? 'timestamptz' : 'text';
  const authBool = pg ? 'boolean' : 'integer';
  const serial = (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  // --- auth (shape expected by the auth library) ---
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', authBool, (c) => c.notNull().defaultTo(pg ? false : 0))
    .addColumn('image', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', authDate, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', authDate)
    .addColumn('refresh_token_expires_at', authDate)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', authDate, (c) => c.notNull())
    .addColumn('created_at', authDate, (c) => c.notNull())
    .addColumn('updated_at', authDate, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute();

  // --- people ---
  await db.schema
    .createTable('profiles')
    .addColumn('id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('avatar_url', 'text')
    .addColumn('location', 'text')
    .addColumn('bio', 'text')
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('deleted_at', bigint)
    .addCheckConstraint('profiles_username_len', sql`length(username) between 1 and 50`)
    .addCheckConstraint('profiles_is_admin_bool', sql`is_admin in (0, 1)`)
    .execute();
  // Usernames are unique among live profiles, case-insensitively; deleted ones all read '[Deleted User]'.
  await db.schema
    .createIndex('profiles_username_unique')
    .on('profiles')
    .expression(sql`lower(username)`)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('social_profiles')
    .addColumn('profile_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('handle', 'text', (c) => c.notNull())
    .addColumn('display_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('social_profiles_pk', ['profile_id', 'platform'])
    .addCheckConstraint('social_profiles_platform', sql`platform in ('twitter', 'instagram', 'youtube', 'website')`)
    .addCheckConstraint('social_profiles_handle_nonblank', sql`length(trim(handle)) > 0`)
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('following_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'following_id'])
    .addCheckConstraint('follows_no_self', sql`follower_id <> following_id`)
    .execute();
  // "Who follows X" lists, newest first; the primary key serves "whom X follows".
  await db.schema.createIndex('follows_following_idx').on('follows').columns(['following_id', 'created_at']).execute();
  await db.schema
    .createIndex('follows_follower_created_idx')
    .on('follows')
    .columns(['follower_id', 'created_at'])
    .execute();

  // --- catalogues ---
  await db.schema
    .createTable('video_platforms')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('video_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('emoji', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('video_flag_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .execute();

  // --- videos and what hangs off them ---
  await db.schema
    .createTable('videos')
    .addColumn('id', 'integer', serial)
    .addColumn('owner_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('prompt', 'text')
    .addColumn('platform_id', 'integer', (c) => c.references('video_platforms.id').onDelete('set null'))
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('video_categories.id').onDelete('set null'))
    .addColumn('file_path', 'text')
    .addColumn('size_bytes', bigint)
    .addColumn('thumbnail_url', 'text')
    .addColumn('orientation', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('duration_ms', 'integer')
    .addColumn('views', bigint, (c) => c.notNull().defaultTo(0))
    .addColumn('claps_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addCheckConstraint('videos_title_len', sql`length(title) between 1 and 140`)
    .addCheckConstraint('videos_subtitle_len', sql`subtitle is null or length(subtitle) <= 1000`)
    .addCheckConstraint('videos_prompt_len', sql`prompt is null or length(prompt) <= 4000`)
    .addCheckConstraint(
      'videos_orientation',
      sql`orientation is null or orientation in ('portrait', 'landscape', 'square')`,
    )
    .addCheckConstraint('videos_counters', sql`views >= 0 and claps_count >= 0 and comments_count >= 0`)
    .execute();
  // Feed orders: latest, hot, per owner, and each equality filter with latest order.
  const feedOrders: [string, string[]][] = [
    ['videos_latest_idx', ['created_at desc', 'id desc']],
    ['videos_hot_idx', ['claps_count desc', 'created_at desc', 'id desc']],
    ['videos_owner_idx', ['owner_id', 'created_at desc', 'id desc']],
    ['videos_platform_idx', ['platform_id', 'created_at desc', 'id desc']],
    ['videos_category_idx', ['category_id', 'created_at desc', 'id desc']],
    ['videos_orientation_idx', ['orientation', 'created_at desc', 'id desc']],
  ];
  for (const [name, columns] of feedOrders) {
    await db.schema.createIndex(name).on('videos').columns(columns).execute();
  }

  await db.schema
    .createTable('claps')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('claps_pk', ['video_id', 'user_id'])
    .execute();
  await db.schema.createIndex('claps_user_idx').on('claps').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', 'integer', serial)
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('author_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addCheckConstraint('comments_body_nonblank', sql`length(trim(body)) > 0`)
    .execute();
  await db.schema
    .createIndex('comments_video_idx')
    .on('comments')
    .columns(['video_id', 'created_at desc', 'id desc'])
    .execute();
  await db.schema.createIndex('comments_author_idx').on('comments').columns(['author_id', 'created_at desc']).execute();

  await db.schema
    .createTable('video_flags')
    .addColumn('id', 'integer', serial)
    .addColumn('video_id', 'integer', (c) => c.references('videos.id').onDelete('set null'))
    .addColumn('video_title', 'text', (c) => c.notNull())
    .addColumn('reporter_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('category_id', 'integer', (c) => c.notNull().references('video_flag_categories.id'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('video_timestamp', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('reviewed_at', bigint)
    .addColumn('reviewed_by', 'text', (c) => c.references('profiles.id').onDelete('set null'))
    .addUniqueConstraint('video_flags_one_per_reporter', ['video_id', 'reporter_id'])
    .addCheckConstraint('video_flags_status', sql`status in ('pending', 'dismissed', 'deleted')`)
    .addCheckConstraint('video_flags_reason_len', sql`length(trim(reason)) between 10 and 1000`)
    .execute();
  // The desk's list, and the daily flag limit: a reporter's flags since midnight UTC.
  await createReportListIndexes(db);

  await db.schema
    .createTable('upload_limits')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('profiles.id').onDelete('cascade'))
    .addColumn('daily_uploads', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_upload_date', 'text', (c) => c.notNull())
    .addCheckConstraint('upload_limits_nonnegative', sql`daily_uploads >= 0`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'upload_limits',
    'video_flags',
    'comments',
    'claps',
    'videos',
    'video_flag_categories',
    'video_categories',
    'video_platforms',
    'follows',
    'social_profiles',
    'profiles',
    'verifications',
    'accounts',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
