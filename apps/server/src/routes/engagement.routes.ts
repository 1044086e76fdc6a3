import { pageQuerySchema, postCommentRequestSchema, REFUSAL_MESSAGES } from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput } from '../http/validate.js';

type ByUsername = { Params: { username: string }; Querystring: { cursor?: string } };

export function engagementRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.engagement;
  const page = (request: FastifyRequest) => parseInput(pageQuerySchema, request.query).cursor;

  // --- claps ---
  app.put('/api/videos/:id/clap', async (request) => s().clap(request.viewerId, idParam(request)));
  app.delete('/api/videos/:id/clap', async (request) => s().unclap(request.viewerId, idParam(request)));

  // --- comments ---
  app.get('/api/videos/:id/comments', async (request, reply) => {
    const id = idParam(request);
    const cursor = page(request);
    const viewerId = request.viewerId;
    return ctx.answers.forViewer(viewerId, request, reply, () => s().comments(viewerId, id, cursor));
  });
  app.post('/api/videos/:id/comments', async (request, reply) => {
    const id = idParam(request);
    const read = () => parseInput(postCommentRequestSchema, request.body ?? {}).body;
    return reply.code(201).send(await s().postComment(request.viewerId, id, read));
  });
  app.delete('/api/comments/:id', async (request, reply) => {
    const id = idParam(request, REFUSAL_MESSAGES.commentNotFound);
    await s().deleteComment(request.viewerId, id);
    return reply.code(204).send();
  });

  // --- follows ---
  app.put<ByUsername>('/api/profiles/:username/follow', async (request) =>
    s().follow(request.viewerId, request.params.username),
  );
  app.delete<ByUsername>('/api/profiles/:username/follow', async (request) =>
    s().unfollow(request.viewerId, request.params.username),
  );
  app.get<ByUsername>('/api/profiles/:username/followers', async (request) =>
    s().followList(request.viewerId, request.params.username, 'followers', page(request)),
  );
  app.get<ByUsername>('/api/profiles/:username/following', async (request) =>
    s().followList(request.viewerId, request.params.username, 'following', page(request)),
  );

  // --- profile tabs ---
  // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts).
  app.get<ByUsername>('/api/profiles/:username/videos', async (request, reply) => {
    const cursor = page(request);
    const viewerId = request.viewerId;
    return ctx.answers.forViewer(viewerId, request, reply, () =>
      s().uploadsOf(viewerId, request.params.username, cursor),
    );
  });
  app.get<ByUsername>('/api/profiles/:username/claps', async (request, reply) => {
    const cursor = page(request);
    const viewerId = request.viewerId;
    return ctx.answers.forViewer(viewerId, request, reply, () =>
      s().clapsOf(viewerId, request.params.username, cursor),
    );
  });
  app.get<ByUsername>('/api/profiles/:username/comments', async (request) =>
    s().commentsOf(request.params.username, page(request)),
  );
}
