import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

// Browsers send a handful of distinct headers: parsing each request's cost a kept page 3 % of its CPU.
const chosen = new Map<string, ContentEncoding>();

/** Brotli when the client accepts it, else gzip, else none (RFC 9110 §12.5.3). */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding {
  if (typeof header !== 'string' || header.length > 200) return parseEncoding(header);
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = parseEncoding(header);
    if (chosen.size >= 64) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}

function parseEncoding(header: string | string[] | undefined): ContentEncoding {
  const q = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const accepts = (name: string) => (q.get(name) ?? q.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}

/** Below this, compression saves less than a packet and still costs the CPU. */
export const JSON_COMPRESSION_THRESHOLD = 1024;
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

// Cheap levels, and a 256 KB Brotli window (the default 4 MB one costs its allocation on every
// answer): on the 10 KB feed page Brotli 4 keeps 21 % of the bytes for ~0.1 ms; quality 11 would keep
// 17 % for ~18 ms (node scripts/bench/compression.mjs).
const BROTLI = {
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
};
const GZIP = { level: 4 };

/** A JSON body in the given encoding, at the cheap levels above. */
export function compressJsonBody(body: string | Buffer, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI) : zlib.gzipSync(body, GZIP);
}

/**
 * Compresses JSON answers of 1 KB and more for clients that accept it. Only JSON that the API has
 * built in memory: web files come precompressed, media is compressed already, and the event stream
 * (hijacked, written straight to the socket) never passes through here, so it is never buffered.
 * Synchronous on purpose: for ~0.1 ms of work, libuv's thread pool costs more than it spares (a feed
 * answer in Brotli cost the server +500 µs of CPU on the pool with the default window, +140 µs like this).
 */
export function compressJson(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (Buffer.byteLength(payload) < JSON_COMPRESSION_THRESHOLD || reply.hasHeader('content-encoding'))
      return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !JSON_TYPE.test(type)) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!/accept-encoding|\*/i.test(String(vary ?? '')))
      reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return done(null, payload);
    const body = compressJsonBody(payload, encoding);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    done(null, body);
  });
}
