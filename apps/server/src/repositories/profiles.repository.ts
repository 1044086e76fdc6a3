import { type Kysely, sql } from 'kysely';
import type { Database, SocialPlatform } from '../db/schema.js';

const PROFILE_COLUMNS = [
  'id',
  'username',
  'avatar_url',
  'bio',
  'location',
  'is_admin',
  'created_at',
  'deleted_at',
  'banned_at',
  'sensitive_choice',
  'locale',
] as const;

export function createProfilesRepository(db: Kysely<Database>) {
  const countOf = async (column: 'follower_id' | 'following_id', id: string) =>
    Number(
      (
        await db
          .selectFrom('follows')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(column, '=', id)
          .executeTakeFirstOrThrow()
      ).n,
    );

  return {
    findById: (id: string) => db.selectFrom('profiles').select(PROFILE_COLUMNS).where('id', '=', id).executeTakeFirst(),

    /** A live profile by username, ignoring case (served by the unique lower(username) index). */
    findLiveByUsername: (username: string) =>
      db
        .selectFrom('profiles')
        .select(PROFILE_COLUMNS)
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),

    async isUsernameTaken(username: string, exceptId?: string): Promise<boolean> {
      let q = db
        .selectFrom('profiles')
        .select('id')
        .where(sql`lower(username)`, '=', username.toLowerCase())
        .where('deleted_at', 'is', null);
      if (exceptId) q = q.where('id', '<>', exceptId);
      return (await q.executeTakeFirst()) !== undefined;
    },

    insert: (row: { id: string; username: string; is_admin: number; created_at: number }) =>
      db
        .insertInto('profiles')
        .values({ ...row, avatar_url: null, bio: null, location: null, deleted_at: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute(),

    update: (
      id: string,
      values: { username?: string; location?: string | null; bio?: string | null; avatar_url?: string | null },
    ) => db.updateTable('profiles').set(values).where('id', '=', id).where('deleted_at', 'is', null).execute(),

    countFollowers: (id: string) => countOf('following_id', id),
    countFollowing: (id: string) => countOf('follower_id', id),

    // --- the auth side of a person, read-only here ---
    emailOf: async (id: string) =>
      (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email,

    /** The auth library's facts the browser is told about its own account. */
    signInFactsOf: async (id: string) => {
      const row = await db
        .selectFrom('users')
        .select(['email', 'two_factor_enabled'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && { email: row.email, twoFactorEnabled: Boolean(row.two_factor_enabled) };
    },

    hasPasswordAccount: async (userId: string) =>
      (await db
        .selectFrom('accounts')
        .select('id')
        .where('user_id', '=', userId)
        .where('provider_id', '=', 'credential')
        .executeTakeFirst()) !== undefined,
  };
}

export function createSocialProfilesRepository(db: Kysely<Database>) {
  return {
    list: (profileId: string) =>
      db
        .selectFrom('social_profiles')
        .select(['platform', 'handle'])
        .where('profile_id', '=', profileId)
        .orderBy('display_order')
        .execute(),

    /** Replaces the whole list in one transaction, keeping the given order. */
    replace: (profileId: string, links: { platform: SocialPlatform; handle: string }[]) =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('social_profiles').where('profile_id', '=', profileId).execute();
        if (links.length === 0) return;
        await trx
          .insertInto('social_profiles')
          .values(
            links.map((l, i) => ({ profile_id: profileId, platform: l.platform, handle: l.handle, display_order: i })),
          )
          .execute();
      }),
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
export type SocialProfilesRepository = ReturnType<typeof createSocialProfilesRepository>;
