import type { HealthResponse } from '@promptreel/contract';
import type { HealthRepository } from '../repositories/health.repository.js';

export function createHealthService(health: HealthRepository, dialect: HealthResponse['database']) {
  return {
    /** True when the database answers a trivial query. */
    async databaseAnswers(): Promise<boolean> {
      try {
        await health.ping();
        return true;
      } catch {
        return false;
      }
    },
    dialect,
  };
}
