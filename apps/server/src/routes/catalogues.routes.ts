import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';

export function catalogueRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/catalogues', async (_request, reply) => {
    // Catalogues change rarely; let browsers and proxies keep them for a minute.
    reply.header('Cache-Control', 'public, max-age=60');
    return ctx.services.catalogues.list();
  });
}
