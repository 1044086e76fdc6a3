import { blockStateSchema, hiddenAccountsResponseSchema, muteStateSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

/** Blocks and mutes, named like follows (`/api/profiles/:username/follow`); the viewer's own lists under /api/me. */
export function blockRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.blocks;

  route(
    app,
    {
      method: 'put',
      path: '/api/profiles/:username/block',
      tag: 'people',
      summary: 'Block',
      access: 'signed-in',
      response: blockStateSchema,
    },
    async (request) => s().block(request.viewerId, request.params.username),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/profiles/:username/block',
      tag: 'people',
      summary: 'Unblock',
      access: 'signed-in',
      response: blockStateSchema,
    },
    async (request) => s().unblock(request.viewerId, request.params.username),
  );
  route(
    app,
    {
      method: 'put',
      path: '/api/profiles/:username/mute',
      tag: 'people',
      summary: 'Mute',
      access: 'signed-in',
      response: muteStateSchema,
    },
    async (request) => s().mute(request.viewerId, request.params.username),
  );
  route(
    app,
    {
      method: 'delete',
      path: '/api/profiles/:username/mute',
      tag: 'people',
      summary: 'Unmute',
      access: 'signed-in',
      response: muteStateSchema,
    },
    async (request) => s().unmute(request.viewerId, request.params.username),
  );

  // The viewer's own: never kept for anyone.
  route(
    app,
    {
      method: 'get',
      path: '/api/me/blocks',
      tag: 'people',
      summary: 'Whom you block',
      access: 'signed-in',
      response: hiddenAccountsResponseSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().blockedList(request.viewerId);
    },
  );
  route(
    app,
    {
      method: 'get',
      path: '/api/me/mutes',
      tag: 'people',
      summary: 'Whom you mute',
      access: 'signed-in',
      response: hiddenAccountsResponseSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().mutedList(request.viewerId);
    },
  );
}
