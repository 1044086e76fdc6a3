import { Redis } from 'ioredis';
import { liveEventSchema } from '@promptreel/contract';
import type { BusEvent, BusOptions, Channel, EventBus } from './event-bus.js';

/** Wall-clock milliseconds, finer than Date.now(): instances on one machine lag by less than 1 ms. */
const wallClockMs = () => performance.timeOrigin + performance.now();

/**
 * Redis pub/sub: an event published by any server instance reaches the subscribers of every
 * instance, so a comment posted through one shows on pages connected to another.
 * One connection publishes; one, in subscriber mode, listens to the channels someone here watches.
 */
export async function createRedisBus(url: string, options: BusOptions & { prefix?: string } = {}): Promise<EventBus> {
  const { onDelivered, prefix = 'promptreel:' } = options;
  const pub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  await Promise.all([pub.connect(), sub.connect()]);
  const listeners = new Map<string, Set<(event: BusEvent) => void>>();

  sub.on('message', (channel: string, message: string) => {
    const set = listeners.get(channel);
    if (!set) return;
    let event: BusEvent;
    let publishedAt: unknown;
    try {
      // Another instance's message, maybe of another version: passed on only in this one's shape
      // (the schema drops what it does not know, such as the envelope's publishedAt).
      const raw = JSON.parse(message);
      const parsed = liveEventSchema.safeParse(raw);
      if (!parsed.success) return;
      event = parsed.data;
      publishedAt = raw.publishedAt;
    } catch {
      return;
    }
    // Clocks of two machines may disagree by a little: a delivery is never earlier than its publish.
    if (onDelivered && typeof publishedAt === 'number') onDelivered(Math.max(0, wallClockMs() - publishedAt) / 1000);
    for (const listener of set) listener(event);
  });

  return {
    async publish(channel: Channel, event: BusEvent) {
      // The publish time rides beside the event's fields, not around them: an instance of an older
      // version still reads the event (and drops the field), and the event reaching pages is unchanged.
      await pub.publish(prefix + channel, JSON.stringify({ ...event, publishedAt: wallClockMs() }));
    },
    subscribe(channel: Channel, listener: (event: BusEvent) => void) {
      const key = prefix + channel;
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
