import { adminFlagsQuerySchema, flagRequestSchema, MESSAGES, videoIdParamSchema } from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors.js';
import type { RouteContext } from './context.js';
import { parseInput } from './validate.js';

function videoIdOf(request: FastifyRequest): number {
  const params = videoIdParamSchema.safeParse(request.params);
  if (!params.success) throw NotFound(MESSAGES.videoNotFound);
  return params.data.id;
}

export function moderationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.moderation;

  app.get('/api/flag-limit', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return s().flagLimit(await ctx.viewerId(request));
  });
  app.post('/api/videos/:id/flags', async (request, reply) => {
    const id = videoIdOf(request);
    const viewerId = await ctx.viewerId(request);
    const input = parseInput(flagRequestSchema, request.body);
    return reply.code(201).send(await s().flag(viewerId, id, input));
  });

  // --- admin desk: every route checks the admin role in the service, first thing ---
  app.get('/api/admin/flags', async (request) =>
    s().flags(await ctx.viewerId(request), parseInput(adminFlagsQuerySchema, request.query).status),
  );
  app.post('/api/admin/videos/:id/dismiss', async (request) =>
    s().dismiss(await ctx.viewerId(request), videoIdOf(request)),
  );
  app.post('/api/admin/videos/:id/delete', async (request) =>
    s().deleteVideo(await ctx.viewerId(request), videoIdOf(request)),
  );
  app.get('/api/admin/audit-log', async (request) => s().auditLog(await ctx.viewerId(request)));
}
