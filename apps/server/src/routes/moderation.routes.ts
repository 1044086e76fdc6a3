import {
  adminFlagsQuerySchema,
  adminFlagsResponseSchema,
  adminProfileParamSchema,
  decisionNoteSchema,
  flagLimitQuerySchema,
  flagLimitSchema,
  flagRequestSchema,
  REFUSAL_MESSAGES,
  reportSentSchema,
  reviewResponseSchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { answerFor } from '../http/refusal-language.js';
import { decisionReason, idParam, parseInput, parseLater } from '../http/validate.js';

export function moderationRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'admin', access: 'admin' });
  const reports = () => ctx.services.reports;
  const desk = () => ctx.services.moderationDesk;

  api(
    'GET /api/flag-limit',
    {
      tag: 'reports',
      summary: 'Reports left today, and whether you already reported a target',
      access: 'signed-in',
      query: flagLimitQuerySchema,
      response: flagLimitSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return reports().flagLimit(request.viewerId, parseInput(flagLimitQuerySchema, request.query));
    },
  );
  // A report's body is read once the service knows who asks and about what (parseLater).
  api(
    'POST /api/videos/:id/flags',
    {
      tag: 'reports',
      summary: 'Report a video',
      access: 'signed-in',
      body: flagRequestSchema,
      response: reportSentSchema,
      status: 201,
    },
    async (request, reply) => {
      const id = idParam(request);
      const sent = await reports().flag(request.viewerId, id, parseLater(flagRequestSchema, request));
      return reply.code(201).send(answerFor(request, sent));
    },
  );
  api(
    'POST /api/comments/:id/flags',
    {
      tag: 'reports',
      summary: 'Report a comment',
      access: 'signed-in',
      body: flagRequestSchema,
      response: reportSentSchema,
      status: 201,
    },
    async (request, reply) => {
      const id = idParam(request, REFUSAL_MESSAGES.commentNotFound);
      const sent = await reports().flagComment(request.viewerId, id, parseLater(flagRequestSchema, request));
      return reply.code(201).send(answerFor(request, sent));
    },
  );
  api(
    'POST /api/profiles/:username/flags',
    {
      tag: 'reports',
      summary: 'Report a profile',
      access: 'signed-in',
      body: flagRequestSchema,
      response: reportSentSchema,
      status: 201,
    },
    async (request, reply) => {
      const read = parseLater(flagRequestSchema, request);
      const sent = await reports().flagProfile(request.viewerId, request.params.username, read);
      return reply.code(201).send(answerFor(request, sent));
    },
  );

  // --- admin desk: every route checks the admin role in the service, first thing ---
  api(
    'GET /api/admin/flags',
    { summary: 'Reports, grouped per target', query: adminFlagsQuerySchema, response: adminFlagsResponseSchema },
    async (request) => desk().flags(request.viewerId, parseInput(adminFlagsQuerySchema, request.query).status),
  );
  // Each decision takes an optional written reason ({ reason }), kept in the audit log.
  api(
    'POST /api/admin/videos/:id/dismiss',
    { summary: "Dismiss a video's reports", body: decisionNoteSchema, response: reviewResponseSchema },
    async (request) => desk().dismiss(request.viewerId, idParam(request), decisionReason(request)),
  );
  api(
    'POST /api/admin/videos/:id/delete',
    {
      summary: 'Remove a reported video (held for its appeal)',
      body: decisionNoteSchema,
      response: reviewResponseSchema,
    },
    async (request) => desk().deleteVideo(request.viewerId, idParam(request), decisionReason(request)),
  );
  api(
    'POST /api/admin/comments/:id/dismiss',
    { summary: "Dismiss a comment's reports", body: decisionNoteSchema, response: reviewResponseSchema },
    async (request) =>
      desk().dismissComment(
        request.viewerId,
        idParam(request, REFUSAL_MESSAGES.commentNotFound),
        decisionReason(request),
      ),
  );
  api(
    'POST /api/admin/comments/:id/remove',
    { summary: 'Remove a comment as a moderator', body: decisionNoteSchema, response: reviewResponseSchema },
    async (request) =>
      desk().removeComment(
        request.viewerId,
        idParam(request, REFUSAL_MESSAGES.commentNotFound),
        decisionReason(request),
      ),
  );
  api(
    'POST /api/admin/profiles/:id/dismiss',
    { summary: "Dismiss a profile's reports", body: decisionNoteSchema, response: reviewResponseSchema },
    async (request) =>
      desk().dismissProfile(
        request.viewerId,
        parseInput(adminProfileParamSchema, request.params).id,
        decisionReason(request),
      ),
  );
}
