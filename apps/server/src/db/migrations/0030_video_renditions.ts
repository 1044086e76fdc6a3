import type { Kysely } from 'kysely';

/**
 * The phone-sized copies of a video (video-files/renditions.ts): JSON, smallest first, each its
 * storage key, pixel size and average bit rate, e.g. [{"key":"u/videos/1-a-480p.mp4","width":480,
 * "height":854,"bitrate":812000}, …]. Videos from before them, without ffmpeg, or whose encoding
 * failed keep null and play their file as uploaded.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('renditions', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('renditions').execute();
}
