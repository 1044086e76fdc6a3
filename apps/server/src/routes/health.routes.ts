import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@promptreel/contract';
import type { RouteContext } from './context.js';

export function healthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/healthz', async (_request, reply) => {
    if (!(await ctx.services.health.databaseAnswers())) {
      return reply.code(503).send({ code: 'internal', message: 'Database unavailable' });
    }
    const body: HealthResponse = { status: 'ok', database: ctx.services.health.dialect };
    return body;
  });
}
