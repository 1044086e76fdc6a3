import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { compressJsonBody, JSON_COMPRESSION_THRESHOLD, preferredEncoding } from './compression.js';

/** An answer already written as JSON bytes, sent as they are (rather than stringified again). */
export class JsonBytes {
  constructor(readonly bytes: Buffer) {}
}

// How many keys asked once are remembered (about 100 bytes each).
const ASKED_KEYS = 20_000;

interface Answer {
  value: unknown;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

export interface VisitorAnswers {
  /**
   * A visitor's GET answer, by its URL: the bytes kept from an earlier identical request, or
   * `make()`'s answer (a value, or its JSON as JsonBytes), kept for the next one when its URL has
   * been asked before. Only for answers that are the same for every visitor.
   */
  send(request: FastifyRequest, reply: FastifyReply, make: () => Promise<unknown>): Promise<Buffer>;
  /** A GET's answer: made afresh for a signed-in viewer, kept (as by `send`) for a visitor. */
  forViewer(
    viewerId: string | null,
    request: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<unknown>,
  ): Promise<unknown>;
  /**
   * A kept answer as a value, for a signed-in reader's answer built on it: by its URL when it is
   * everyone's, or by a key naming its reader when it is theirs alone.
   */
  value<T>(key: string, make: () => Promise<T>): Promise<T>;
  /** Something a visitor reads may have changed: every instance forgets every kept answer. */
  invalidate(): Promise<void>;
  /** The shared version kept answers are made under, for what is made of them (pages/kept-pages.ts). */
  readonly version: SharedVersion;
  close(): void;
}

/**
 * Visitors' read answers (feed pages, video pages, profile tabs) kept in memory as finished JSON
 * bytes (and their Brotli or gzip forms once asked for), since they are read far more often than
 * anything changes. Each write bumps a version shared by every instance (see `invalidate`), and a
 * kept answer is used only while the version it was made under is still the current one, so a
 * read that begins after a write has been answered never gets an answer from before it, on any
 * instance. If the version cannot be read (Redis away), answers come from the database.
 */
export function createVisitorAnswers(
  version: SharedVersion,
  options: { maxBytes: number; onVersionError?: (err: unknown) => void },
): VisitorAnswers {
  const keeping = options.maxBytes > 0;
  const kept = new LRUCache<string, Answer>({
    maxSize: Math.max(options.maxBytes, 1),
    // The compressed forms, added later, are smaller than the body, and the value takes about as
    // much again as the body: three times the body bounds the entry.
    sizeCalculation: (answer, key) => answer.body.length * 3 + key.length,
  });
  const tracked = trackVersion(version, () => kept.clear(), options.onVersionError);
  // An answer is kept from its second asking on: most searches (and far feed pages) are asked once,
  // and keeping each of those pushed out answers asked often and fed the garbage collector (a new
  // search every request: 25-50 % more of them answered, p99 halved). Keys outlive versions, so
  // an answer asked before a write is kept at its first asking after it.
  const askedBefore = new LRUCache<string, true>({ max: ASKED_KEYS });

  const answerFor = async (key: string, make: () => Promise<unknown>): Promise<Answer> => {
    const at = keeping ? await tracked.at() : null;
    let answer = at !== null ? kept.get(key) : undefined;
    if (!answer) {
      const value = await make();
      answer = { value, body: value instanceof JsonBytes ? value.bytes : Buffer.from(JSON.stringify(value)) };
      // Made from data at least as new as `at`; a newer version has forgotten it already.
      if (tracked.holds(at)) {
        if (askedBefore.has(key)) kept.set(key, answer);
        else askedBefore.set(key, true);
      }
    }
    return answer;
  };

  const send: VisitorAnswers['send'] = async (request, reply, make) => {
    const answer = await answerFor(request.url, make);
    reply.type('application/json; charset=utf-8');
    if (answer.body.length < JSON_COMPRESSION_THRESHOLD) return answer.body;
    reply.header('vary', 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return answer.body;
    reply.header('content-encoding', encoding);
    return (answer[encoding] ??= compressJsonBody(answer.body, encoding));
  };

  return {
    version,
    send,
    forViewer: (viewerId, request, reply, make) => (viewerId ? make() : send(request, reply, make)),

    async value<T>(key: string, make: () => Promise<T>) {
      return (await answerFor(key, make)).value as T;
    },

    async invalidate() {
      kept.clear();
      await version.bump();
    },

    close() {
      kept.clear();
    },
  };
}
