import { MESSAGES, feedQuerySchema, videoIdParamSchema } from '@promptreel/contract';
import { NotFound } from '../errors.js';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
import { parseInput } from './validate.js';

export function videoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/videos', async (request) => {
    const query = parseInput(feedQuerySchema, request.query);
    return ctx.services.videos.feed(await ctx.viewerId(request), query);
  });

  app.get('/api/videos/:id', async (request) => {
    // The spec's routes take digits only; anything else is simply a video that does not exist.
    const params = videoIdParamSchema.safeParse(request.params);
    if (!params.success) throw NotFound(MESSAGES.videoNotFound);
    const { id } = params.data;
    return ctx.services.videos.get(await ctx.viewerId(request), id);
  });
}
