import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@promptreel/contract';

/** Events that cross requests (and, at scale, server instances): the contract's live events. */
export type BusEvent = LiveEvent;

/** Channel names: `video:{id}` for a video's page, `profile:{id}` for a user's own tabs. */
export type Channel = `video:${number}` | `profile:${string}`;

export interface EventBus {
  publish(channel: Channel, event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(channel: Channel, listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

export interface BusOptions {
  /**
   * Called once for each event delivered to this process's subscribers, with the seconds since it
   * was published (the metrics' bus lag); unset, nothing is measured.
   */
  onDelivered?: (lagSeconds: number) => void;
}

/** One process: events go straight to this process's subscribers. */
export function createInProcessBus(options: BusOptions = {}): EventBus {
  const { onDelivered } = options;
  const emitter = new EventEmitter();
  // Each open page holds a listener; there is no fixed upper bound worth a warning.
  emitter.setMaxListeners(0);
  return {
    async publish(channel, event) {
      // Delivery is a synchronous call here: the lag is ~0, counted so the figures cover every bus.
      if (onDelivered && emitter.listenerCount(channel) > 0) onDelivered(0);
      emitter.emit(channel, event);
    },
    subscribe(channel, listener) {
      emitter.on(channel, listener);
      return () => emitter.off(channel, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
