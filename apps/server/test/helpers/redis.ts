import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers. It runs on this machine kind and .ci/run makes sure of it, so suites that
 * need it run `describe.runIf(redisUp || process.env.CI === 'true')`: always in CI (failing if Redis
 * is down), reported as skipped on a developer machine without it.
 */
export const redisUp = await (async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
})();
