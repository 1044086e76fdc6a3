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

/** One process: events go straight to this process's subscribers. */
export function createInProcessBus(): EventBus {
  const emitter = new EventEmitter();
  // Each open page holds a listener; there is no fixed upper bound worth a warning.
  emitter.setMaxListeners(0);
  return {
    async publish(channel, event) {
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
