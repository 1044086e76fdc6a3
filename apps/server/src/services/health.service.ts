import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/connect.js';

export function createHealthService(handle: DatabaseHandle) {
  return {
    /** True when the database answers a trivial query. */
    async databaseAnswers(): Promise<boolean> {
      try {
        await sql`select 1`.execute(handle.db);
        return true;
      } catch {
        return false;
      }
    },
    dialect: handle.dialect,
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
