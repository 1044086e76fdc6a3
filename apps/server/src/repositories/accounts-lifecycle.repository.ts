import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The auth rows an account deletion must change, in one transaction with the profile. */
export function createAccountLifecycleRepository(db: Kysely<Database>) {
  return {
    /**
     * Anonymises the person: social links gone, profile '[Deleted User]', sign-in methods removed,
     * e-mail replaced by a tombstone so the address can register afresh. Sessions are kept so
     * that other open tabs learn of the deletion on their next request, which then ends them.
     */
    deleteAccount: (userId: string, at: number) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('social_profiles').where('profile_id', '=', userId).execute();
        await trx
          .updateTable('profiles')
          .set({ username: '[Deleted User]', bio: null, location: null, avatar_url: null, deleted_at: at })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('accounts').where('user_id', '=', userId).execute();
        await trx
          .updateTable('users')
          .set({ email: `deleted+${userId}@deleted.invalid`, name: '[Deleted User]', image: null })
          .where('id', '=', userId)
          .execute();
      }),

    endSessions: (userId: string) => db.deleteFrom('sessions').where('user_id', '=', userId).execute(),
  };
}

export type AccountLifecycleRepository = ReturnType<typeof createAccountLifecycleRepository>;
