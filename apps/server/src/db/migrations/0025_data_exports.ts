import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * 'Download your data': one row per request. A job makes the ZIP in the 'exports' bucket, then the
 * row holds its key and the hash of the e-mailed link's token (the token itself is never kept), and
 * the link works until `expires_at`, when a job deletes the ZIP.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  const bigint = pg ? 'bigint' : 'integer';
  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'integer', (c) =>
      pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('preparing'))
    .addColumn('token_hash', 'text', (c) => c.unique())
    .addColumn('object_key', 'text')
    .addColumn('size_bytes', bigint)
    .addColumn('created_at', bigint, (c) => c.notNull())
    .addColumn('expires_at', bigint)
    .addCheckConstraint('data_exports_status', sql`status in ('preparing', 'ready', 'failed')`)
    .execute();
  await db.schema.createIndex('data_exports_user_idx').on('data_exports').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
}
