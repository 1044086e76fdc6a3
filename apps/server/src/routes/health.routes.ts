import { healthResponseSchema, readinessResponseSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@promptreel/contract';
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';

export function healthRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Liveness: a process that answers is alive. A database or Redis outage is readiness's
  // business; restarting every instance for it would not bring them back.
  route(
    app,
    {
      method: 'get',
      path: '/healthz',
      tag: 'health',
      summary: 'Liveness',
      access: 'anyone',
      response: healthResponseSchema,
    },
    async () => {
      const body: HealthResponse = { status: 'ok', database: ctx.services.health.dialect };
      return body;
    },
  );

  // Readiness: a balancer sends this instance requests only while what it depends on answers.
  route(
    app,
    {
      method: 'get',
      path: '/readyz',
      tag: 'health',
      summary: 'Readiness of the database, storage and queue',
      access: 'anyone',
      response: readinessResponseSchema,
    },
    async (_request, reply) => {
      const body = await ctx.services.health.readiness();
      return reply.code(body.status === 'ready' ? 200 : 503).send(body);
    },
  );
}
