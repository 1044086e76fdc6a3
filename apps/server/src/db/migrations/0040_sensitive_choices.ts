import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/**
 * Sensitive content chosen by people, not moderators (issue 36): a creator's own mark on a video
 * (`marked_sensitive`, apart from a moderator's label, which stays a decision with its appeal), and
 * each account's choice of what it sees of sensitive videos: shown, blurred (the default) or hidden.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('videos')
    .addColumn('marked_sensitive', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`marked_sensitive in (0, 1)`),
    )
    .execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('sensitive_choice', 'text', (c) =>
      c
        .notNull()
        .defaultTo('blur')
        .check(sql`sensitive_choice in ('show', 'blur', 'hide')`),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').dropColumn('sensitive_choice').execute();
  await db.schema.alterTable('videos').dropColumn('marked_sensitive').execute();
}
