import { studioOverviewSchema, studioQuerySchema, studioVideoReportSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput } from '../http/validate.js';

/** The creator's Studio: figures of their own videos over 7, 28 or 90 days (issue 36). */
export function studioRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'videos', access: 'signed-in' });
  const s = () => ctx.services.studio;

  api(
    'GET /api/studio',
    {
      summary: 'Your videos’ statistics over the last 7, 28 or 90 days: all together and each',
      query: studioQuerySchema,
      response: studioOverviewSchema,
    },
    async (request) => s().overview(request.viewerId, parseInput(studioQuerySchema, request.query)),
  );

  api(
    'GET /api/studio/videos/:id',
    {
      summary: 'One of your videos’ statistics over the last 7, 28 or 90 days',
      query: studioQuerySchema,
      response: studioVideoReportSchema,
    },
    async (request) => s().video(request.viewerId, idParam(request), parseInput(studioQuerySchema, request.query)),
  );
}
