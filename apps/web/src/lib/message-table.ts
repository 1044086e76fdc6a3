import { t } from './i18n';
import type { MessageKey } from './message-keys';

/** A contract message, the key of its text here, and the values of the text's placeholders. */
export type MessageEntry = readonly [message: string, key: MessageKey, values?: Record<string, string | number>];

export interface MessageTable {
  /** Whether the table knows `message`. */
  has(message: string): boolean;
  /** `message` in the page's language; one the table does not know stays as it came. */
  text(message: string): string;
}

/**
 * The contract's messages (checks, the server's answers) are English; a feature lists those that
 * reach it with its keys, to show them in the page's language.
 */
export function messageTable(entries: readonly MessageEntry[]): MessageTable {
  const known = new Map(entries.map(([message, key, values]) => [message, { key, values }]));
  return {
    has: (message) => known.has(message),
    text(message) {
      const entry = known.get(message);
      return entry ? t(entry.key, entry.values) : message;
    },
  };
}
