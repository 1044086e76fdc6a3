import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** The longest a session lives (create-auth.ts): a tombstone older than that can never be asked for. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Ended sessions are kept by hash only: the tombstone must not be a usable token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The auth rows an account deletion must change, in one transaction with the profile. */
export function createAccountLifecycleRepository(db: Kysely<Database>) {
  return {
    /**
     * Anonymises the person: social links gone, profile '[Deleted User]', sign-in methods removed,
     * e-mail replaced by a tombstone so the address can register afresh, and every session ended,
     * so that no device stays signed in, in our routes or in the auth library's. Each ended session
     * leaves a hashed tombstone, so that the device holding it can be told once why it was signed out.
     * Their notifications and e-mail choices go, and their 'Download your data' requests too; returns the keys of those ZIPs, for the caller to
     * delete from storage.
     */
    deleteAccount: (userId: string, at: number) =>
      db.transaction().execute(async (trx) => {
        const exports = await trx
          .deleteFrom('data_exports')
          .where('user_id', '=', userId)
          .returning('object_key')
          .execute();
        await trx.deleteFrom('social_profiles').where('profile_id', '=', userId).execute();
        // Their own notifications and e-mail choices go; in others' they show as '[Deleted User]'.
        await trx.deleteFrom('notifications').where('recipient_id', '=', userId).execute();
        await trx.deleteFrom('notification_preferences').where('user_id', '=', userId).execute();
        await trx.deleteFrom('notification_digests').where('user_id', '=', userId).execute();
        await trx
          .updateTable('profiles')
          .set({ username: '[Deleted User]', bio: null, location: null, avatar_url: null, deleted_at: at })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('accounts').where('user_id', '=', userId).execute();
        await trx.deleteFrom('passkeys').where('user_id', '=', userId).execute();
        await trx.deleteFrom('two_factors').where('user_id', '=', userId).execute();
        await trx
          .updateTable('users')
          .set({
            email: `deleted+${userId}@deleted.invalid`,
            name: '[Deleted User]',
            image: null,
            // SQLite reads FALSE as 0, PostgreSQL as its boolean: right in both column types.
            two_factor_enabled: sql<boolean>`false`,
          })
          .where('id', '=', userId)
          .execute();
        const sessions = await trx.selectFrom('sessions').select('token').where('user_id', '=', userId).execute();
        await trx.deleteFrom('ended_sessions').where('expires_at', '<', at).execute();
        if (sessions.length) {
          await trx
            .insertInto('ended_sessions')
            .values(sessions.map((s) => ({ token_hash: hashToken(s.token), expires_at: at + SESSION_LIFETIME_MS })))
            .onConflict((oc) => oc.column('token_hash').doNothing())
            .execute();
        }
        await trx.deleteFrom('sessions').where('user_id', '=', userId).execute();
        return exports.flatMap((e) => (e.object_key ? [e.object_key] : []));
      }),

    /** True once for a session token that an account deletion ended (the tombstone goes with it). */
    takeEndedSession: async (token: string, now: number): Promise<boolean> => {
      const gone = await db
        .deleteFrom('ended_sessions')
        .where('token_hash', '=', hashToken(token))
        .where('expires_at', '>=', now)
        // Sessions ended by a suspension or a ban are told otherwise (account-standing.repository.ts).
        .where('notice', 'is', null)
        .returning('token_hash')
        .execute();
      return gone.length > 0;
    },

    endSessions: (userId: string) => db.deleteFrom('sessions').where('user_id', '=', userId).execute(),
  };
}

export type AccountLifecycleRepository = ReturnType<typeof createAccountLifecycleRepository>;
