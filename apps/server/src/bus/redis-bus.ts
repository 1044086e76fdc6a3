import { Redis } from 'ioredis';
import { liveEventSchema } from '@promptreel/contract';
import type { BusEvent, Channel, EventBus } from './event-bus.js';

const PREFIX = 'promptreel:';

/**
 * Redis pub/sub: an event published by any server instance reaches the subscribers of every
 * instance, so a comment posted through one shows on pages connected to another.
 * One connection publishes; one, in subscriber mode, listens to the channels someone here watches.
 */
export async function createRedisBus(url: string): Promise<EventBus> {
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const listeners = new Map<string, Set<(event: BusEvent) => void>>();

  sub.on('message', (channel: string, message: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    let event: BusEvent;
    try {
      // Another instance's message, maybe of another version: passed on only in this one's shape.
      const parsed = liveEventSchema.safeParse(JSON.parse(message));
      if (!parsed.success) return;
      event = parsed.data;
    } catch {
      return;
    }
    for (const listener of set) listener(event);
  });

  return {
    async publish(channel: Channel, event: BusEvent) {
      await pub.publish(PREFIX + channel, JSON.stringify(event));
    },
    subscribe(channel: Channel, listener: (event: BusEvent) => void) {
      const key = PREFIX + channel;
      let set = listeners.get(key);
      if (!set) {
        set = new Set();
        listeners.set(key, set);
        void sub.subscribe(key);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(key);
        if (!current) return;
        current.delete(listener);
        if (current.size === 0) {
          listeners.delete(key);
          void sub.unsubscribe(key);
        }
      };
    },
    async close() {
      listeners.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
