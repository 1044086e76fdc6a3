import {
  adminFlagsQuerySchema,
  adminProfileParamSchema,
  flagLimitQuerySchema,
  flagRequestSchema,
  REFUSAL_MESSAGES,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { decisionReason, idParam, parseInput, parseLater } from '../http/validate.js';

export function moderationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const reports = () => ctx.services.reports;
  const desk = () => ctx.services.moderationDesk;

  app.get('/api/flag-limit', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reports().flagLimit(request.viewerId, parseInput(flagLimitQuerySchema, request.query));
  });
  // A report's body is read once the service knows who asks and about what (parseLater).
  app.post('/api/videos/:id/flags', async (request, reply) => {
    const id = idParam(request);
    return reply.code(201).send(await reports().flag(request.viewerId, id, parseLater(flagRequestSchema, request)));
  });
  app.post('/api/comments/:id/flags', async (request, reply) => {
    const id = idParam(request, REFUSAL_MESSAGES.commentNotFound);
    return reply
      .code(201)
      .send(await reports().flagComment(request.viewerId, id, parseLater(flagRequestSchema, request)));
  });
  app.post<{ Params: { username: string } }>('/api/profiles/:username/flags', async (request, reply) => {
    const read = parseLater(flagRequestSchema, request);
    return reply.code(201).send(await reports().flagProfile(request.viewerId, request.params.username, read));
  });

  // --- admin desk: every route checks the admin role in the service, first thing ---
  app.get('/api/admin/flags', async (request) =>
    desk().flags(request.viewerId, parseInput(adminFlagsQuerySchema, request.query).status),
  );
  // Each decision takes an optional written reason ({ reason }), kept in the audit log.
  app.post('/api/admin/videos/:id/dismiss', async (request) =>
    desk().dismiss(request.viewerId, idParam(request), decisionReason(request)),
  );
  app.post('/api/admin/videos/:id/delete', async (request) =>
    desk().deleteVideo(request.viewerId, idParam(request), decisionReason(request)),
  );
  app.post('/api/admin/comments/:id/dismiss', async (request) =>
    desk().dismissComment(
      request.viewerId,
      idParam(request, REFUSAL_MESSAGES.commentNotFound),
      decisionReason(request),
    ),
  );
  app.post('/api/admin/comments/:id/remove', async (request) =>
    desk().removeComment(request.viewerId, idParam(request, REFUSAL_MESSAGES.commentNotFound), decisionReason(request)),
  );
  app.post('/api/admin/profiles/:id/dismiss', async (request) =>
    desk().dismissProfile(
      request.viewerId,
      parseInput(adminProfileParamSchema, request.params).id,
      decisionReason(request),
    ),
  );
}
