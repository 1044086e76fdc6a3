import { createHash } from 'node:crypto';
import fresh from 'fresh';
import {
  countViewRequestSchema,
  deleteVideoRequestSchema,
  editVideoRequestSchema,
  feedQuerySchema,
  putCaptionsRequestSchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { pageJsonSeenBy } from '../http/seen-by.js';
import { idParam, parseInput, parseLater } from '../http/validate.js';

export function videoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts). A
  // signed-in reader gets the same page with their claps and their own videos marked; Following is
  // theirs alone, so it is kept under a key naming them, and marked the same way. So is every page
  // of a reader who has muted or blocked someone: it leaves those people's videos out.
  app.get('/api/videos', async (request, reply) => {
    const query = parseInput(feedQuerySchema, request.query);
    const viewerId = request.viewerId;
    const everyones = () => ctx.services.videos.feed(null, query);
    if (!viewerId) return ctx.answers.send(request, reply, everyones);
    const hidden = await ctx.services.blocks.hiddenFor(viewerId);
    const page =
      query.tab === 'following' || hidden.size > 0
        ? await ctx.answers.value(`${viewerId} ${request.url}`, () =>
            ctx.services.videos.feed(viewerId, query, null, hidden),
          )
        : await ctx.answers.value(request.url, everyones);
    const clapped = await ctx.services.videos.clappedAmong(
      viewerId,
      page.items.map((card) => card.id),
    );
    return reply.type('application/json; charset=utf-8').send(pageJsonSeenBy(page, viewerId, clapped));
  });

  app.get('/api/videos/:id', async (request, reply) => {
    const id = idParam(request);
    const viewerId = request.viewerId;
    return ctx.answers.forViewer(viewerId, request, reply, () => ctx.services.videos.get(viewerId, id));
  });

  app.patch('/api/videos/:id', async (request) => {
    const id = idParam(request);
    return ctx.services.videos.edit(request.viewerId, id, parseLater(editVideoRequestSchema, request));
  });

  app.delete('/api/videos/:id', async (request, reply) => {
    const id = idParam(request);
    await ctx.services.videos.remove(request.viewerId, id, parseLater(deleteVideoRequestSchema, request));
    return reply.code(204).send();
  });

  app.put<{ Params: { language: string } }>('/api/videos/:id/captions/:language', async (request) => {
    const id = idParam(request);
    return ctx.services.videos.putCaptions(
      request.viewerId,
      id,
      request.params.language,
      parseLater(putCaptionsRequestSchema, request),
    );
  });

  app.delete<{ Params: { language: string } }>('/api/videos/:id/captions/:language', async (request, reply) => {
    const id = idParam(request);
    await ctx.services.videos.removeCaptions(request.viewerId, id, request.params.language);
    return reply.code(204).send();
  });

  // The player's <track>: the file as the owner gave it; checked again on each page view (no-cache),
  // so a replaced file shows at once, and an unchanged one costs a 304 instead of the file.
  app.get<{ Params: { language: string } }>('/api/videos/:id/captions/:language', async (request, reply) => {
    const id = idParam(request);
    const { vtt, updatedAt } = await ctx.services.videos.captionsFile(request.viewerId, id, request.params.language);
    const etag = `"${createHash('sha1').update(vtt).digest('base64url')}"`;
    reply
      .type('text/vtt; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('ETag', etag)
      .header('Last-Modified', new Date(updatedAt).toUTCString());
    if (fresh(request.headers, { etag })) return reply.code(304).send();
    return reply.send(vtt);
  });

  app.post('/api/videos/:id/views', async (request) => {
    const id = idParam(request);
    const input = parseInput(countViewRequestSchema, request.body ?? {});
    return ctx.services.videos.countView(request.viewerId, id, input, request.ip);
  });
}
