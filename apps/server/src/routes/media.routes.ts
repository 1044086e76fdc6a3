import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { MESSAGES } from '@promptreel/contract';
import { NotFound } from '../errors.js';
import { contentTypeOf, isPrivateObject, isPublicBucket, isValidKey } from '../storage/keys.js';
import type { OpenedObject } from '../storage/storage.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Serves stored files for every storage driver: Range (206/416), conditional GET (304),
 * and long-lived caching, since a storage key is never reused for other bytes. With
 * MEDIA_ACCEL_REDIRECT (local driver, nginx in front: deploy/nginx/promptreel.conf) nginx sends the
 * bytes and does Range and conditional requests itself; this route still answers 404s.
 */
export function mediaRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'videos', access: 'anyone' });
  const accelPrefix = ctx.config.storage.driver === 'local' ? ctx.config.mediaAccelRedirect : undefined;

  const handler = async (request: FastifyRequest<{ Params: { bucket: string; '*': string } }>, reply: FastifyReply) => {
    const { bucket, '*': key } = request.params;
    if (!isPublicBucket(bucket) || !isValidKey(key) || isPrivateObject(bucket, key)) throw NotFound(MESSAGES.notFound);

    if (accelPrefix) {
      if (!(await ctx.storage.stat(bucket, key))) throw NotFound(MESSAGES.notFound);
      // nginx keeps Content-Type and Cache-Control from this answer and makes its own ETag,
      // Last-Modified, Content-Length and Content-Range from the file. The key passed isValidKey:
      // only [A-Za-z0-9._-] segments, never '..', so it needs no escaping and stays in the bucket.
      return reply
        .header('Content-Type', contentTypeOf(key))
        .header('Cache-Control', CACHE_CONTROL)
        .header('X-Accel-Redirect', `${accelPrefix}/${bucket}/${key}`)
        .send();
    }

    // Local files: a descriptor kept open (its size and dates from it) and hot blocks in memory; others stream.
    const opened = ctx.storage.open ? await ctx.storage.open(bucket, key) : undefined;
    const object = opened === undefined ? await ctx.storage.stat(bucket, key) : opened;
    if (!object) throw NotFound(MESSAGES.notFound);
    try {
      reply
        .header('Content-Type', contentTypeOf(key))
        .header('Accept-Ranges', 'bytes')
        .header('ETag', object.etag)
        .header('Last-Modified', object.lastModified.toUTCString())
        .header('Cache-Control', CACHE_CONTROL);

      // `fresh` compares If-None-Match weakly (RFC 9110 §13.1.2: W/"x" matches "x"), takes lists and `*`,
      // and ignores If-Modified-Since when If-None-Match is present (§13.1.3).
      const notModified = fresh(request.headers, {
        etag: object.etag,
        'last-modified': object.lastModified.toUTCString(),
      });
      if (notModified) return reply.code(304).send();

      let range: { start: number; end: number } | undefined;
      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      const rangeApplies = rangeHeader && (!ifRange || ifRange === object.etag);
      if (rangeApplies) {
        const ranges = parseRange(object.size, rangeHeader, { combine: true });
        if (ranges === -1) {
          return reply.code(416).header('Content-Range', `bytes */${object.size}`).send();
        }
        // Multi-range responses are rare for media; answer the first range only (allowed by RFC 9110).
        if (ranges !== -2 && ranges.type === 'bytes' && ranges.length > 0) {
          range = ranges[0]!;
          reply.code(206).header('Content-Range', `bytes ${range.start}-${range.end}/${object.size}`);
        }
      }
      const { start, end } = range ?? { start: 0, end: object.size - 1 };
      reply.header('Content-Length', end - start + 1);
      if (request.method === 'HEAD') return reply.send();
      if (!opened) return reply.send(ctx.storage.read(bucket, key, range));

      // Sent outside Fastify's stream handling, which pipes a read stream: that allocates a new
      // buffer for every 64 KiB read, and the garbage collector's work on them cost more than the copying.
      reply.hijack();
      reply.raw.writeHead(reply.statusCode, reply.getHeaders() as OutgoingHttpHeaders);
      try {
        await sendBytes(reply.raw, opened, start, end);
      } catch (err) {
        request.log.warn({ err, bucket, key }, 'media: sending stopped');
        reply.raw.destroy();
      }
    } finally {
      await opened?.close();
    }
  };
  // Our own HEAD: Fastify's automatic one would read the whole file only to discard it.
  api(
    'GET /media/:bucket/*',
    {
      summary: 'A stored video, poster or avatar',
      response: { mediaType: 'application/octet-stream', description: 'The stored bytes (Range requests answered).' },
      options: { exposeHeadRoute: false, alsoAnswers: ['HEAD'] },
    },
    handler,
  );
}

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ECANCELED', 'ERR_STREAM_DESTROYED']);

/**
 * Writes bytes start..end (inclusive) of the file to the response and ends it, a chunk at a time
 * (kept in memory, or read into a buffer given back once the socket has it), the next read
 * overlapping the current write. Returns early, quietly, when the client goes away.
 */
async function sendBytes(res: ServerResponse, file: OpenedObject, start: number, end: number): Promise<void> {
  const closed = new Promise<'closed'>((resolve) => res.once('close', () => resolve('closed')));
  let writing: Promise<Error | null> = Promise.resolve(null);
  /** Waits for the write under way: true to go on, false when the client has gone. */
  const settle = async () => {
    const outcome = await Promise.race([writing, closed]);
    if (res.destroyed || outcome === 'closed') return false;
    if (outcome instanceof Error) {
      // A player that seeks drops its connection mid-answer all the time: not worth a log line.
      if (CLIENT_GONE.has((outcome as NodeJS.ErrnoException).code ?? '')) return false;
      throw outcome;
    }
    return true;
  };
  for (let position = start; position <= end;) {
    const chunk = await file.bytesAt(position, end - position + 1);
    if (chunk.bytes.length === 0) throw new Error(`file ended at ${position}, before byte ${end}`);
    if (!(await settle())) return;
    writing = new Promise((resolve) => {
      res.write(chunk.bytes, (err) => {
        if (!err) chunk.release();
        resolve(err ?? null);
      });
    });
    position += chunk.bytes.length;
  }
  if (await settle()) res.end();
}
