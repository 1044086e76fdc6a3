import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * One row per unfinished (tus) upload: it takes one of the owner's daily upload slots and reserves
 * its declared bytes from the moment it is created, so unfinished uploads cannot fill the disk.
 * The row goes when the upload finishes, is refused, is cancelled or expires.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('open_uploads')
    .addColumn('upload_id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('profiles.id').onDelete('cascade'))
    .addColumn('declared_bytes', bigint, (c) => c.notNull())
    .addColumn('created_at', bigint, (c) => c.notNull())
    .execute();
  // The creation check counts and sums one owner's rows; the sweep deletes by age.
  await db.schema
    .createIndex('open_uploads_owner_idx')
    .on('open_uploads')
    .columns(['owner_id', 'created_at'])
    .execute();
  await db.schema.createIndex('open_uploads_created_idx').on('open_uploads').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('open_uploads').execute();
}
