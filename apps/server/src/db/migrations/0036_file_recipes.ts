import type { Kysely } from 'kysely';

/**
 * What a video's file itself said of how it was made (issue 35): the recipe the server read from its
 * metadata (a ComfyUI graph, A1111 text, Content Credentials), as the JSON of the contract's
 * fileRecipeSchema; null when it said nothing, or before it was read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('file_recipe', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('file_recipe').execute();
}
