import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DialectName } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/**
 * Direct writes to the auth tables, for the seed and the admin command only; sign-up itself
 * goes through the auth library. Values are written in the library's own formats per dialect.
 */
export function createAccountsRepository(db: Kysely<Database>, dialect: DialectName) {
  const bool = (v: boolean) => (dialect === 'postgres' ? v : v ? 1 : 0);

  return {
    async createUserWithProfile(input: {
      email: string;
      username: string;
      passwordHash?: string;
      isAdmin?: boolean;
      bio?: string | null;
      location?: string | null;
      createdAt?: number;
    }): Promise<string> {
      const id = randomUUID();
      const createdAt = input.createdAt ?? Date.now();
      const iso = new Date(createdAt).toISOString();
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({
            id,
            name: input.username,
            email: input.email.toLowerCase(),
            email_verified: bool(true),
            image: null,
            created_at: iso,
            updated_at: iso,
          })
          .execute();
        if (input.passwordHash) {
          await trx
            .insertInto('accounts')
            .values({
              id: randomUUID(),
              user_id: id,
              account_id: id,
              provider_id: 'credential',
              password: input.passwordHash,
              access_token: null,
              refresh_token: null,
              id_token: null,
              access_token_expires_at: null,
              refresh_token_expires_at: null,
              scope: null,
              created_at: iso,
              updated_at: iso,
            })
            .execute();
        }
        await trx
          .insertInto('profiles')
          .values({
            id,
            username: input.username,
            avatar_url: null,
            bio: input.bio ?? null,
            location: input.location ?? null,
            is_admin: input.isAdmin ? 1 : 0,
            created_at: createdAt,
            deleted_at: null,
          })
          .execute();
      });
      return id;
    },

    findUserIdByEmail: async (email: string) =>
      (await db.selectFrom('users').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst())?.id,

    setAdmin: async (userId: string, isAdmin: boolean) =>
      Number(
        (
          await db
            .updateTable('profiles')
            .set({ is_admin: isAdmin ? 1 : 0 })
            .where('id', '=', userId)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),
  };
}
