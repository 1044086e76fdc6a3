import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { trackVersion, type SharedVersion } from '../bus/shared-version.js';
import { preferredEncoding } from '../http/compression.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A page as made for one request: what `createKeptPages` keeps and sends again. */
export interface Page {
  status: number;
  /** The ETag of the plain bytes, without quotes (each encoding adds its name), or null. */
  tag: string | null;
  /** Weak when it carries a rendered first screen, whose times depend on when it was rendered. */
  weak: boolean;
  body: Buffer;
  /** False for an answer that must be made again (a failed or skipped render, a 503). */
  keep: boolean;
}

export interface KeptPage extends Page {
  /** When its making started: the data it shows is at least this new. */
  madeAt: number;
  /** The shared answers version it was made under (null: not kept). */
  madeUnder: number | null;
  br?: Buffer | Promise<Buffer>;
  gzip?: Buffer | Promise<Buffer>;
}

export interface KeptPages {
  /**
   * The page kept under `key` while the shared answers version stands, else `make()`'s, kept for
   * the next request; requests that miss the same key at once share one `make()`.
   */
  page(key: string, make: () => Promise<Page>): Promise<KeptPage>;
  /**
   * Sends the page in the encoding the client prefers (compressed once per kept page, on libuv's
   * threads), with its ETag, or 304 when the client's copy is this one.
   */
  send(request: FastifyRequest, reply: FastifyReply, page: KeptPage, vary?: string): Promise<FastifyReply>;
  close(): void;
}

// Quality 5 keeps a page of ~100 KB to about a sixth; it runs once per page and version, off the loop.
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Finished pages (HTML with its first screen, and its Brotli and gzip forms), kept in memory like
 * the API answers they are made of (http/visitor-answers.ts): under the same shared version, so
 * the write that forgets an answer forgets every page that shows it, on every instance: the first
 * request after it makes the page again and waits for it, so the write shows on the next page.
 * Requests that come while that page is being made get the one before it (older by one render at
 * most), so a stream of writes never turns every visitor's request into a render. A page older
 * than `freshMs` is still sent (its data is current) while it is made again behind it, so its
 * server-rendered times ('5m') stay near the truth. `maxBytes` bounds the memory (LRU); 0 keeps
 * nothing.
 */
export function createKeptPages(
  version: SharedVersion,
  options: { maxBytes: number; freshMs: number; onVersionError?: (err: unknown) => void },
): KeptPages {
  const keeping = options.maxBytes > 0;
  const kept = new LRUCache<string, KeptPage>({
    maxSize: Math.max(options.maxBytes, 1),
    // The compressed forms, added later, are a fraction of the body: twice the body bounds the entry.
    sizeCalculation: (page, key) => page.body.length * 2 + key.length,
  });
  // Pages carry the version they were made under instead of being dropped when it moves on.
  const tracked = trackVersion(version, () => undefined, options.onVersionError);
  // Pages being made, by version and key: a request joins one only when made under its own version.
  const making = new Map<string, Promise<KeptPage>>();
  // How many of each key's pages are being made, under any version.
  const busy = new Map<string, number>();

  const makeOnce = (key: string, at: number | null, make: () => Promise<Page>): Promise<KeptPage> => {
    const madeAt = Date.now();
    if (at === null) return make().then((page) => ({ ...page, madeAt, madeUnder: null }));
    const flight = `${at}\n${key}`;
    let made = making.get(flight);
    if (!made) {
      busy.set(key, (busy.get(key) ?? 0) + 1);
      made = make()
        .then((page) => {
          const fresh: KeptPage = { ...page, madeAt, madeUnder: at };
          const before = kept.get(key);
          if (page.keep && (!before || before.madeAt <= madeAt)) kept.set(key, fresh);
          return fresh;
        })
        .finally(() => {
          making.delete(flight);
          const n = (busy.get(key) ?? 1) - 1;
          if (n > 0) busy.set(key, n);
          else busy.delete(key);
        });
      making.set(flight, made);
    }
    return made;
  };

  const encoded = (page: KeptPage, encoding: 'br' | 'gzip' | 'identity'): Buffer | Promise<Buffer> => {
    if (encoding === 'identity') return page.body;
    const have = page[encoding];
    if (have) return have;
    const made = (encoding === 'br' ? brotli(page.body, BROTLI) : gzip(page.body, { level: 6 })).then(
      (bytes) => (page[encoding] = bytes),
    );
    made.catch(() => (page[encoding] = undefined));
    return (page[encoding] = made);
  };

  return {
    async page(key, make) {
      const at = keeping ? await tracked.at() : null;
      const found = at !== null ? kept.get(key) : undefined;
      if (!found) return makeOnce(key, at, make);
      if (found.madeUnder !== at) return busy.has(key) ? found : makeOnce(key, at, make);
      if (Date.now() - found.madeAt > options.freshMs && !busy.has(key)) makeOnce(key, at, make).catch(() => undefined);
      return found;
    },

    async send(request, reply, page, vary = 'Accept-Encoding') {
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.code(page.status).header('Cache-Control', 'no-cache').header('Vary', vary);
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      // Conditional requests apply to a successful answer only (RFC 9110 §13.2.1). Each encoding
      // is a different representation, so it has its own ETag.
      if (page.tag !== null) {
        const tag = encoding === 'identity' ? `"${page.tag}"` : `"${page.tag}-${encoding}"`;
        const etag = page.weak ? `W/${tag}` : tag;
        reply.header('ETag', etag);
        if (fresh(request.headers, { etag })) return reply.code(304).send();
      }
      return reply.send(await encoded(page, encoding));
    },

    close() {
      kept.clear();
    },
  };
}
