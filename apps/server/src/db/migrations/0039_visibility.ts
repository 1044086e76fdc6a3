import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { dialectOf } from '../dialect.js';

/**
 * Who finds a video (issue 36): 'public' (every list), 'unlisted' (by its link and embeds only) or
 * 'scheduled' (its owner's alone until `publish_at`, when a 'publish-video' job makes it public).
 * `published_at` is when it first became public: a video dated by it the first time only, so
 * hiding and showing again never lifts it to the top of Latest. Videos until now were public.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const bigint = dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
  await db.schema
    .alterTable('videos')
    .addColumn('visibility', 'text', (c) =>
      c
        .notNull()
        .defaultTo('public')
        .check(sql`visibility in ('public', 'unlisted', 'scheduled')`),
    )
    .execute();
  await db.schema.alterTable('videos').addColumn('publish_at', bigint).execute();
  await db.schema.alterTable('videos').addColumn('published_at', bigint).execute();
  await db
    .updateTable('videos')
    .set({ published_at: sql`created_at` })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['published_at', 'publish_at', 'visibility'])
    await db.schema.alterTable('videos').dropColumn(column).execute();
}
