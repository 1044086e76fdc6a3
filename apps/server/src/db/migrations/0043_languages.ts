import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Each account's language (issue 37): the one its pages, e-mails and notifications are in. Null
 * until chosen: the browser's language then applies. The list is the contract's LOCALES at the time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('profiles')
    .addColumn('locale', 'text', (c) => c.check(sql`locale in ('en-GB', 'es', 'fr', 'ja', 'pt-BR')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('locale').execute();
}
