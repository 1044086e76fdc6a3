import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';

type ByUsername = { Params: { username: string } };

/** Blocks and mutes, named like follows (`/api/profiles/:username/follow`); the viewer's own lists under /api/me. */
export function blockRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.blocks;

  app.put<ByUsername>('/api/profiles/:username/block', async (request) =>
    s().block(request.viewerId, request.params.username),
  );
  app.delete<ByUsername>('/api/profiles/:username/block', async (request) =>
    s().unblock(request.viewerId, request.params.username),
  );
  app.put<ByUsername>('/api/profiles/:username/mute', async (request) =>
    s().mute(request.viewerId, request.params.username),
  );
  app.delete<ByUsername>('/api/profiles/:username/mute', async (request) =>
    s().unmute(request.viewerId, request.params.username),
  );

  // The viewer's own: never kept for anyone.
  app.get('/api/me/blocks', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return s().blockedList(request.viewerId);
  });
  app.get('/api/me/mutes', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return s().mutedList(request.viewerId);
  });
}
