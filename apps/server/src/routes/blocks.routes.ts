import { blockStateSchema, hiddenAccountsResponseSchema, muteStateSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

/** Blocks and mutes, named like follows (`/api/profiles/:username/follow`); the viewer's own lists under /api/me. */
export function blockRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'people', access: 'signed-in' });
  const s = () => ctx.services.blocks;

  api('PUT /api/profiles/:username/block', { summary: 'Block', response: blockStateSchema }, async (request) =>
    s().block(request.viewerId, request.params.username),
  );
  api('DELETE /api/profiles/:username/block', { summary: 'Unblock', response: blockStateSchema }, async (request) =>
    s().unblock(request.viewerId, request.params.username),
  );
  api('PUT /api/profiles/:username/mute', { summary: 'Mute', response: muteStateSchema }, async (request) =>
    s().mute(request.viewerId, request.params.username),
  );
  api('DELETE /api/profiles/:username/mute', { summary: 'Unmute', response: muteStateSchema }, async (request) =>
    s().unmute(request.viewerId, request.params.username),
  );

  // The viewer's own: never kept for anyone.
  api(
    'GET /api/me/blocks',
    { summary: 'Whom you block', response: hiddenAccountsResponseSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().blockedList(request.viewerId);
    },
  );
  api(
    'GET /api/me/mutes',
    { summary: 'Whom you mute', response: hiddenAccountsResponseSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().mutedList(request.viewerId);
    },
  );
}
