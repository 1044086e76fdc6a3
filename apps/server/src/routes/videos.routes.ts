import {
  countViewRequestSchema,
  deleteVideoRequestSchema,
  editVideoRequestSchema,
  feedQuerySchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
import { idParam, parseInput } from './validate.js';

export function videoRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/videos', async (request) => {
    const query = parseInput(feedQuerySchema, request.query);
    return ctx.services.videos.feed(await ctx.viewerId(request), query);
  });

  app.get('/api/videos/:id', async (request) => {
    return ctx.services.videos.get(await ctx.viewerId(request), idParam(request));
  });

  app.patch('/api/videos/:id', async (request) => {
    const id = idParam(request);
    return ctx.services.videos.edit(await ctx.viewerId(request), id, parseInput(editVideoRequestSchema, request.body));
  });

  app.delete('/api/videos/:id', async (request, reply) => {
    const id = idParam(request);
    parseInput(deleteVideoRequestSchema, request.body ?? {});
    await ctx.services.videos.remove(await ctx.viewerId(request), id);
    return reply.code(204).send();
  });

  app.post('/api/videos/:id/views', async (request) => {
    const id = idParam(request);
    const input = parseInput(countViewRequestSchema, request.body ?? {});
    return ctx.services.videos.countView(await ctx.viewerId(request), id, input, request.ip);
  });
}
