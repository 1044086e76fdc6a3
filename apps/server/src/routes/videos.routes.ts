import { createHash } from 'node:crypto';
import fresh from 'fresh';
import {
  countViewRequestSchema,
  deleteVideoRequestSchema,
  editVideoRequestSchema,
  feedQuerySchema,
  feedResponseSchema,
  putCaptionsRequestSchema,
  putRecipeRequestSchema,
  remixesQuerySchema,
  videoDetailSchema,
  viewCountSchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { pageJsonSeenBy } from '../http/seen-by.js';
import { idParam, parseInput, parseLater } from '../http/validate.js';

export function videoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts). A
  // signed-in reader gets the same page with their claps and their own videos marked; Following is
  // theirs alone, so it is kept under a key naming them, and marked the same way. So is every page
  // of a reader who has muted or blocked someone (it leaves those people's videos out), or whose
  // setting hides sensitive videos: never an answer kept for everyone.
  const api = routesFor(app, { tag: 'videos', access: 'anyone' });
  api(
    'GET /api/videos',
    {
      summary: 'A feed page (Latest, Hot, For You, Following; filters)',
      query: feedQuerySchema,
      response: feedResponseSchema,
    },
    async (request, reply) => {
      const query = parseInput(feedQuerySchema, request.query);
      const viewerId = request.viewerId;
      if (query.tab === 'foryou') {
        const forYou = ctx.services.forYou;
        if (!viewerId) return ctx.answers.send(request, reply, () => forYou.page(null, query));
        // A reader's For You is theirs alone. Its first page is kept while their feed and all that
        // anyone reads stand: reloading it reopens the same scrolling session.
        reply.header('Cache-Control', 'no-store');
        const reader = await ctx.services.sensitiveContent.readerOf(viewerId);
        const stamp = query.cursor ? undefined : await forYou.stampOf(viewerId);
        const make = () => forYou.page(viewerId, query, reader, stamp);
        const page =
          stamp !== undefined ? await ctx.answers.value(`${viewerId} ${stamp} ${request.url}`, make) : await make();
        // Nothing on it is theirs or clapped (For You leaves both out): each card's JSON is reused.
        return reply.type('application/json; charset=utf-8').send(pageJsonSeenBy(page, viewerId, new Set()));
      }
      const everyones = () => ctx.services.videos.feed(null, query);
      if (!viewerId) return ctx.answers.send(request, reply, everyones);
      const reader = await ctx.services.sensitiveContent.readerOf(viewerId);
      const page =
        query.tab === 'following' || reader.hiddenOwners.size > 0 || reader.sensitive === 'hide'
          ? await ctx.answers.value(`${viewerId} ${request.url}`, () =>
              ctx.services.videos.feed(viewerId, query, null, reader),
            )
          : await ctx.answers.value(request.url, everyones);
      const clapped = await ctx.services.videos.clappedAmong(
        viewerId,
        page.items.map((card) => card.id),
      );
      return reply.type('application/json; charset=utf-8').send(pageJsonSeenBy(page, viewerId, clapped));
    },
  );

  api(
    'GET /api/videos/:id',
    { summary: "A video's page data", response: videoDetailSchema },
    async (request, reply) => {
      const id = idParam(request);
      const viewerId = request.viewerId;
      return ctx.answers.forViewer(viewerId, request, reply, () => ctx.services.videos.get(viewerId, id));
    },
  );

  api(
    'GET /api/videos/:id/remixes',
    { summary: "A video's remixes, newest first", query: remixesQuerySchema, response: feedResponseSchema },
    async (request, reply) => {
      const id = idParam(request);
      const { cursor } = parseInput(remixesQuerySchema, request.query);
      const viewerId = request.viewerId;
      const reader = viewerId ? await ctx.services.sensitiveContent.readerOf(viewerId) : undefined;
      return ctx.answers.forViewer(viewerId, request, reply, () =>
        ctx.services.videos.remixes(viewerId, id, cursor, reader),
      );
    },
  );

  api(
    'PATCH /api/videos/:id',
    { summary: 'Edit your video', access: 'signed-in', body: editVideoRequestSchema, response: videoDetailSchema },
    async (request) => {
      const id = idParam(request);
      return ctx.services.videos.edit(request.viewerId, id, parseLater(editVideoRequestSchema, request));
    },
  );

  api(
    'PUT /api/videos/:id/recipe',
    {
      summary: "Set or clear your video's recipe (contract recipes.ts)",
      access: 'signed-in',
      body: putRecipeRequestSchema,
      response: videoDetailSchema,
    },
    async (request) => {
      const id = idParam(request);
      return ctx.services.videos.setRecipe(request.viewerId, id, parseLater(putRecipeRequestSchema, request));
    },
  );

  api(
    'DELETE /api/videos/:id',
    {
      summary: 'Delete your video (type DELETE)',
      access: 'signed-in',
      body: deleteVideoRequestSchema,
      response: null,
      status: 204,
    },
    async (request, reply) => {
      const id = idParam(request);
      await ctx.services.videos.remove(request.viewerId, id, parseLater(deleteVideoRequestSchema, request));
      return reply.code(204).send();
    },
  );

  api(
    'PUT /api/videos/:id/captions/:language',
    {
      summary:
        "Add or replace your video's captions in one language (a language code of CAPTION_LANGUAGES; CAPTION_RATE_LIMIT)",
      access: 'signed-in',
      body: putCaptionsRequestSchema,
      response: videoDetailSchema,
    },
    async (request) => {
      const id = idParam(request);
      return ctx.services.videos.putCaptions(
        request.viewerId,
        id,
        request.params.language,
        parseLater(putCaptionsRequestSchema, request),
      );
    },
  );

  api(
    'DELETE /api/videos/:id/captions/:language',
    { summary: "Remove your video's captions in one language", access: 'signed-in', response: null, status: 204 },
    async (request, reply) => {
      const id = idParam(request);
      await ctx.services.videos.removeCaptions(request.viewerId, id, request.params.language);
      return reply.code(204).send();
    },
  );

  // The player's <track>: the file as the owner gave it; checked again on each page view (no-cache),
  // so a replaced file shows at once, and an unchanged one costs a 304 instead of the file.
  api(
    'GET /api/videos/:id/captions/:language',
    {
      summary: "A video's captions in one language (WebVTT)",
      response: { mediaType: 'text/vtt', description: 'The WebVTT file as its owner gave it.' },
    },
    async (request, reply) => {
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
    },
  );

  api(
    'POST /api/videos/:id/views',
    {
      summary: 'Count a view (once per viewer per 30 minutes, at most 5 per address an hour)',
      body: countViewRequestSchema,
      response: viewCountSchema,
    },
    async (request) => {
      const id = idParam(request);
      const input = parseInput(countViewRequestSchema, request.body ?? {});
      return ctx.services.videos.countView(request.viewerId, id, input, request.ip);
    },
  );
}
