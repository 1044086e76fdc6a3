import { cataloguesResponseSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

export function catalogueRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'videos', access: 'anyone' });
  api(
    'GET /api/catalogues',
    { summary: 'Platforms, categories and report categories', response: cataloguesResponseSchema },
    async (_request, reply) => {
      // Catalogues change rarely; let browsers and proxies keep them for a minute.
      reply.header('Cache-Control', 'public, max-age=60');
      return ctx.services.catalogues.list();
    },
  );
}
