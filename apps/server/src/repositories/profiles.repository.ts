import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

export function createProfilesRepository(db: Kysely<Database>) {
  return {
    findById: (id: string) =>
      db
        .selectFrom('profiles')
        .select(['id', 'username', 'avatar_url', 'bio', 'location', 'is_admin', 'created_at', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst(),
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
