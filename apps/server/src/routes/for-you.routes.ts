import {
  feedHideRequestSchema,
  feedHideSchema,
  feedHidesResponseSchema,
  watchReportSchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseLater } from '../http/validate.js';

/** Steering For You (Settings → 'Your feed', the cards' menus) and the player's watch reports. */
export function forYouRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'engagement', access: 'signed-in' });
  const s = () => ctx.services.feedSteering;

  api(
    'GET /api/me/feed/hides',
    { summary: 'What you hid from For You', response: feedHidesResponseSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().list(request.viewerId);
    },
  );
  api(
    'POST /api/me/feed/hides',
    {
      summary: 'Hide a video, creator, tool or category from For You',
      body: feedHideRequestSchema,
      response: feedHideSchema,
      status: 201,
    },
    async (request, reply) => {
      return reply.code(201).send(await s().hide(request.viewerId, parseLater(feedHideRequestSchema, request)));
    },
  );
  api(
    'DELETE /api/me/feed/hides/:kind/:target',
    { summary: 'Undo a hide', response: null, status: 204 },
    async (request, reply) => {
      await s().unhide(request.viewerId, request.params.kind, request.params.target);
      return reply.code(204).send();
    },
  );
  api(
    'DELETE /api/me/feed',
    { summary: 'Reset your feed: forget what For You learned and what you hid', response: null, status: 204 },
    async (request, reply) => {
      await s().reset(request.viewerId);
      return reply.code(204).send();
    },
  );
  api(
    'POST /api/videos/:id/watched',
    {
      summary: 'How much of a video was watched (the largest share of this view), for For You and its Studio',
      // A visitor's report counts in the creator's Studio; only a signed-in reader's teaches For You.
      access: 'anyone',
      body: watchReportSchema,
      response: null,
      status: 204,
    },
    async (request, reply) => {
      const id = idParam(request);
      await s().watched(request.viewerId, id, parseLater(watchReportSchema, request), request.ip);
      return reply.code(204).send();
    },
  );
}
