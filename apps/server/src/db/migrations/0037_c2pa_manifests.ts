import type { Kysely } from 'kysely';

/**
 * Each video's active C2PA manifest label (urn:c2pa:…), read with its credentials (issue 35): a later
 * upload whose credentials name it as a parent ingredient is a verified remix of it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').addColumn('c2pa_manifest', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('c2pa_manifest').execute();
}
