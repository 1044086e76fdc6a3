import type { SensitiveChoice } from '@promptreel/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Each account's choice of what it sees of sensitive videos (`profiles.sensitive_choice`, migration 0040). */
export function createSensitiveChoicesRepository(db: Kysely<Database>) {
  return {
    /** The live account's choice; undefined for one deleted or never made. */
    choiceOf: async (userId: string): Promise<SensitiveChoice | undefined> =>
      (
        await db
          .selectFrom('profiles')
          .select('sensitive_choice')
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      )?.sensitive_choice,

    /** False when there is no live account to write it on. */
    setChoice: async (userId: string, choice: SensitiveChoice): Promise<boolean> => {
      const res = await db
        .updateTable('profiles')
        .set({ sensitive_choice: choice })
        .where('id', '=', userId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },
  };
}

export type SensitiveChoicesRepository = ReturnType<typeof createSensitiveChoicesRepository>;
