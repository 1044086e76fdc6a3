import { adminFlagsQuerySchema, flagLimitQuerySchema, flagRequestSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
import { idParam, parseInput } from './validate.js';

export function moderationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.moderation;

  app.get('/api/flag-limit', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { video } = parseInput(flagLimitQuerySchema, request.query);
    return s().flagLimit(request.viewerId, video);
  });
  app.post('/api/videos/:id/flags', async (request, reply) => {
    const id = idParam(request);
    const viewerId = request.viewerId;
    const input = parseInput(flagRequestSchema, request.body);
    return reply.code(201).send(await s().flag(viewerId, id, input));
  });

  // --- admin desk: every route checks the admin role in the service, first thing ---
  app.get('/api/admin/flags', async (request) =>
    s().flags(request.viewerId, parseInput(adminFlagsQuerySchema, request.query).status),
  );
  app.post('/api/admin/videos/:id/dismiss', async (request) => s().dismiss(request.viewerId, idParam(request)));
  app.post('/api/admin/videos/:id/delete', async (request) => s().deleteVideo(request.viewerId, idParam(request)));
  app.get('/api/admin/audit-log', async (request) => s().auditLog(request.viewerId));
}
