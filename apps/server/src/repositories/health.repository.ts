import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

export function createHealthRepository(db: Kysely<Database>) {
  return {
    /** A trivial query: it fails only when the database cannot be reached. */
    async ping(): Promise<void> {
      await sql`select 1`.execute(db);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
