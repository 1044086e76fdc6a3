import {
  deleteVideoRequestSchema,
  editVideoRequestSchema,
  MESSAGES,
  feedQuerySchema,
  videoIdParamSchema,
} from '@promptreel/contract';
import type { FastifyRequest } from 'fastify';
import { NotFound } from '../errors.js';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
import { parseInput } from './validate.js';

// The spec's routes take digits only; anything else is simply a video that does not exist.
function videoIdOf(request: FastifyRequest): number {
  const params = videoIdParamSchema.safeParse(request.params);
  if (!params.success) throw NotFound(MESSAGES.videoNotFound);
  return params.data.id;
}

export function videoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/videos', async (request) => {
    const query = parseInput(feedQuerySchema, request.query);
    return ctx.services.videos.feed(await ctx.viewerId(request), query);
  });

  app.get('/api/videos/:id', async (request) => {
    return ctx.services.videos.get(await ctx.viewerId(request), videoIdOf(request));
  });

  app.patch('/api/videos/:id', async (request) => {
    const id = videoIdOf(request);
    return ctx.services.videos.edit(await ctx.viewerId(request), id, parseInput(editVideoRequestSchema, request.body));
  });

  app.delete('/api/videos/:id', async (request, reply) => {
    const id = videoIdOf(request);
    parseInput(deleteVideoRequestSchema, request.body ?? {});
    await ctx.services.videos.remove(await ctx.viewerId(request), id);
    return reply.code(204).send();
  });

  app.post('/api/videos/:id/views', async (request) => ctx.services.videos.countView(videoIdOf(request)));
}
