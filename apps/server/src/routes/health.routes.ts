import { healthResponseSchema, readinessResponseSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@promptreel/contract';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

export function healthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Liveness: a process that answers is alive. A database or Redis outage is readiness's
  // business; restarting every instance for it would not bring them back.
  const api = routesFor(app, { tag: 'health', access: 'anyone' });
  api('GET /healthz', { summary: 'Liveness', response: healthResponseSchema }, async () => {
    const body: HealthResponse = { status: 'ok', database: ctx.services.health.dialect };
    return body;
  });

  // Readiness: a balancer sends this instance requests only while what it depends on answers.
  api(
    'GET /readyz',
    { summary: 'Readiness of the database, storage and queue', response: readinessResponseSchema },
    async (_request, reply) => {
      const body = await ctx.services.health.readiness();
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
}
