import type { Kysely } from 'kysely';

/**
 * How far a video's processing job has got, 0–100, for its owner's 'Processing…' bar; written as
 * ffmpeg reports its progress making the renditions. Null before a measure exists (and without
 * ffmpeg, whose steps take too little time to measure).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('processing_percent', 'integer').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('processing_percent').execute();
}
