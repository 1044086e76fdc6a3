import { type Kysely } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Captions: one WebVTT file per video and language, kept in the database (a file is at most 512 KB
 * of text), so it goes with its video, is hidden with it and crosses instances with no storage of
 * its own. `search_text` is its cues in search form; `videos.search_body` holds the description's
 * search form followed by every language's, so search finds words said in a video.
 * `videos.caption_languages` lists them (comma-separated, CAPTION_LANGUAGES order) for the video
 * page, which then needs no extra query.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .createTable('video_captions')
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('vtt', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('updated_at', bigint, (c) => c.notNull())
    .addPrimaryKeyConstraint('video_captions_pk', ['video_id', 'language'])
    .execute();
  await db.schema
    .alterTable('videos')
    .addColumn('caption_languages', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('caption_languages').execute();
  await db.schema.dropTable('video_captions').execute();
}
