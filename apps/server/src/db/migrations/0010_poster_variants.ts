import type { Kysely } from 'kysely';

/**
 * The poster's sizes for `srcset` (images/poster-variants.ts): JSON, narrowest first, each its
 * storage key and pixel width, e.g. [{"key":"u/thumbnails/1-a-w320.webp","width":320}, …]. WebP
 * copies stored next to the poster, and at the poster's own width the poster itself when its WebP
 * copy would not be smaller. Videos from before them, or whose copies failed, keep null and show
 * the original poster alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('poster_variants', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('poster_variants').execute();
}
