import { type BusOptions, createInProcessBus, type EventBus } from './event-bus.js';
import { createRedisBus } from './redis-bus.js';

/** In-process by default; Redis when REDIS_URL is set, so several server instances agree. */
export function createBus(
  redis: { redisUrl?: string; redisPrefix: string },
  options: BusOptions = {},
): Promise<EventBus> {
  return redis.redisUrl
    ? createRedisBus(redis.redisUrl, { ...options, prefix: redis.redisPrefix })
    : Promise.resolve(createInProcessBus(options));
}
