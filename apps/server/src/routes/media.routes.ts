import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { MESSAGES } from '@promptreel/contract';
import { NotFound } from '../errors.js';
import { contentTypeOf, isBucket, isValidKey } from '../storage/keys.js';
import type { RouteContext } from './context.js';

/**
 * Serves stored files for every storage driver: Range (206/416), conditional GET (304),
 * and long-lived caching, since a storage key is never reused for other bytes.
 */
export function mediaRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const handler = async (request: FastifyRequest<{ Params: { bucket: string; '*': string } }>, reply: FastifyReply) => {
    const { bucket, '*': key } = request.params;
    if (!isBucket(bucket) || !isValidKey(key)) throw NotFound(MESSAGES.notFound);
    const object = await ctx.storage.stat(bucket, key);
    if (!object) throw NotFound(MESSAGES.notFound);

    reply
      .header('Content-Type', contentTypeOf(key))
      .header('Accept-Ranges', 'bytes')
      .header('ETag', object.etag)
      .header('Last-Modified', object.lastModified.toUTCString())
      .header('Cache-Control', 'public, max-age=31536000, immutable');

    // `fresh` compares If-None-Match weakly (RFC 9110 §13.1.2: W/"x" matches "x"), takes lists and `*`,
    // and ignores If-Modified-Since when If-None-Match is present (§13.1.3).
    const notModified = fresh(request.headers, {
      etag: object.etag,
      'last-modified': object.lastModified.toUTCString(),
    });
    if (notModified) return reply.code(304).send();

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
        const { start, end } = ranges[0]!;
        reply
          .code(206)
          .header('Content-Range', `bytes ${start}-${end}/${object.size}`)
          .header('Content-Length', end - start + 1);
        if (request.method === 'HEAD') return reply.send();
        return reply.send(ctx.storage.read(bucket, key, { start, end }));
      }
    }
    reply.header('Content-Length', object.size);
    if (request.method === 'HEAD') return reply.send();
    return reply.send(ctx.storage.read(bucket, key));
  };
  // Our own HEAD route: Fastify's automatic one would read the whole file only to discard it.
  app.get('/media/:bucket/*', { exposeHeadRoute: false }, handler);
  app.head('/media/:bucket/*', handler);
}
