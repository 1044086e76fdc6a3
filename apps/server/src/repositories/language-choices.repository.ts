import type { Locale } from '@promptreel/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Each account's chosen language (`profiles.locale`, migration 0043). */
export function createLanguageChoicesRepository(db: Kysely<Database>) {
  return {
    /** The live account's language; null when never chosen, undefined when there is no live account. */
    localeOf: async (userId: string): Promise<Locale | null | undefined> =>
      (
        await db
          .selectFrom('profiles')
          .select('locale')
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      )?.locale,

    /** The language chosen on the live account with this address (an admin's, for mail sent by address). */
    localeOfEmail: async (email: string): Promise<Locale | null | undefined> =>
      (
        await db
          .selectFrom('profiles as p')
          .innerJoin('users as u', 'u.id', 'p.id')
          .select('p.locale')
          .where('u.email', '=', email.toLowerCase())
          .where('p.deleted_at', 'is', null)
          .executeTakeFirst()
      )?.locale,

    /** False when there is no live account to write it on. */
    setLocale: async (userId: string, locale: Locale): Promise<boolean> => {
      const res = await db
        .updateTable('profiles')
        .set({ locale })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type LanguageChoicesRepository = ReturnType<typeof createLanguageChoicesRepository>;
