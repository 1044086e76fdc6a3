import { type Kysely, sql } from 'kysely';

/**
 * Whether an upload's C2PA signer chains to a trust anchor (media/c2pa.ts), 0/1 like the other
 * c2pa_ flags. Videos uploaded before it keep null, read as not trusted: they were checked for
 * intact signatures only, so their badge falls back to 'signer not verified'.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('c2pa_trusted', 'integer', (c) => c.check(sql`c2pa_trusted in (0, 1)`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('videos').dropColumn('c2pa_trusted').execute();
}
