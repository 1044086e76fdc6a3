import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * A poster the creator chose (issue 36, goal 4): a frame of the video or an image of their own,
 * made by a 'make-poster' job. `poster_requested_at` names the latest choice while its job has not
 * ended, so a job finding a later choice does nothing (that choice queued its own).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema.alterTable('videos').addColumn('poster_requested_at', bigint).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('poster_requested_at').execute();
}
