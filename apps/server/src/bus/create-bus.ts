import { createInProcessBus, type EventBus } from './event-bus.js';
import { createRedisBus } from './redis-bus.js';

/** In-process by default; Redis when REDIS_URL is set, so several server instances agree. */
export function createBus(redisUrl: string | undefined): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl) : Promise.resolve(createInProcessBus());
}
