import { type BusOptions, createInProcessBus, type EventBus } from './event-bus.js';
import { createRedisBus } from './redis-bus.js';

/** In-process by default; Redis when REDIS_URL is set, so several server instances agree. */
export function createBus(redisUrl: string | undefined, options: BusOptions = {}): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl, options) : Promise.resolve(createInProcessBus(options));
}
