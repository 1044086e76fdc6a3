import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@promptreel/contract';
import type { RouteContext } from '../http/context.js';

export function healthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Liveness: a process that answers is alive. A database or Redis outage is readiness's
  // business; restarting every instance for it would not bring them back.
  app.get('/healthz', async () => {
    const body: HealthResponse = { status: 'ok', database: ctx.services.health.dialect };
    return body;
  });

  // Readiness: a balancer sends this instance requests only while what it depends on answers.
  app.get('/readyz', async (_request, reply) => {
    const body = await ctx.services.health.readiness();
    return reply.code(body.status === 'ready' ? 200 : 503).send(body);
  });
}
