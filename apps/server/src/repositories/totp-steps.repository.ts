import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** The last authenticator-app time step taken from each person (migration 0028). */
export function createTotpStepsRepository(db: Kysely<Database>) {
  return {
    /**
     * Takes `step` for `userId` when it is later than the last one taken; false when it is not (the
     * code was used already). One upsert, so two requests with one code cannot both take it.
     */
    async claim(userId: string, step: number): Promise<boolean> {
      const row = await db
        .insertInto('totp_last_steps')
        .values({ user_id: userId, step })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ step }).where('totp_last_steps.step', '<', step))
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type TotpStepsRepository = ReturnType<typeof createTotpStepsRepository>;
