import {
  clapStateSchema,
  commentCreatedSchema,
  commentsResponseSchema,
  followStateSchema,
  pageQuerySchema,
  postCommentRequestSchema,
  REFUSAL_MESSAGES,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, pageCursor, parseInput } from '../http/validate.js';

export function engagementRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'engagement', access: 'signed-in' });
  const s = () => ctx.services.engagement;

  // --- claps ---
  api('PUT /api/videos/:id/clap', { summary: 'Clap', response: clapStateSchema }, async (request) =>
    s().clap(request.viewerId, idParam(request)),
  );
  api('DELETE /api/videos/:id/clap', { summary: 'Take a clap back', response: clapStateSchema }, async (request) =>
    s().unclap(request.viewerId, idParam(request)),
  );

  // --- comments ---
  api(
    'GET /api/videos/:id/comments',
    {
      summary: "A video's comments, newest first",
      access: 'anyone',
      query: pageQuerySchema,
      response: commentsResponseSchema,
    },
    async (request, reply) => {
      const id = idParam(request);
      const cursor = pageCursor(request);
      const viewerId = request.viewerId;
      return ctx.answers.forViewer(viewerId, request, reply, () => s().comments(viewerId, id, cursor));
    },
  );
  api(
    'POST /api/videos/:id/comments',
    { summary: 'Comment', body: postCommentRequestSchema, response: commentCreatedSchema, status: 201 },
    async (request, reply) => {
      const id = idParam(request);
      const read = () => parseInput(postCommentRequestSchema, request.body ?? {}).body;
      return reply.code(201).send(await s().postComment(request.viewerId, id, read));
    },
  );
  api(
    'DELETE /api/comments/:id',
    { summary: 'Delete your comment, or remove one on your video (admins: any)', response: null, status: 204 },
    async (request, reply) => {
      const id = idParam(request, REFUSAL_MESSAGES.commentNotFound);
      await s().deleteComment(request.viewerId, id);
      return reply.code(204).send();
    },
  );

  // --- follows ---
  api('PUT /api/profiles/:username/follow', { summary: 'Follow', response: followStateSchema }, async (request) =>
    s().follow(request.viewerId, request.params.username),
  );
  api('DELETE /api/profiles/:username/follow', { summary: 'Unfollow', response: followStateSchema }, async (request) =>
    s().unfollow(request.viewerId, request.params.username),
  );
}
