import type { Kysely } from 'kysely';

/**
 * A video's recipe beyond its prompt and tool (issue 35): model, negative prompt, seed, the length
 * and shape asked for, other settings and references, as the JSON of the contract's recipeSchema,
 * checked by it on the way in and again when read. Null: its creator said nothing more.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('recipe', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('recipe').execute();
}
