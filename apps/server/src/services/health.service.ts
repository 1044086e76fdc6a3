import type { HealthResponse, ReadinessResponse } from '@promptreel/contract';
import type { SharedVersion } from '../bus/shared-version.js';
import type { HealthRepository } from '../repositories/health.repository.js';
import type { Storage } from '../storage/storage.js';

/** A dependency that does not answer within this long counts as down. */
const CHECK_TIMEOUT_MS = 2000;

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'failed'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), late]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

export function createHealthService(deps: {
  health: HealthRepository;
  dialect: HealthResponse['database'];
  storage: Storage;
  /** Read through Redis when REDIS_URL is set (the version every instance shares); null without. */
  redisVersion: SharedVersion | null;
}) {
  return {
    dialect: deps.dialect,
    /** Whether this instance can serve: its database, Redis and storage each answer in time. */
    async readiness(): Promise<ReadinessResponse> {
      const [database, redis, storage] = await Promise.all([
        answers(() => deps.health.ping()),
        deps.redisVersion ? answers(() => deps.redisVersion!.current()) : Promise.resolve('not_configured' as const),
        answers(() => deps.storage.ping()),
      ]);
      const checks = { database, redis, storage };
      return { status: Object.values(checks).includes('failed') ? 'not_ready' : 'ready', checks };
    },
  };
}
