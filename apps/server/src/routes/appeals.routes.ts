import {
  adminAppealsQuerySchema,
  appealKeyQuerySchema,
  appealOutcomeSchema,
  appealRequestSchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput } from '../http/validate.js';

export function appealRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.appeals;

  app.get('/api/appeals/:id', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return s().page(request.viewerId, idParam(request), parseInput(appealKeyQuerySchema, request.query).key);
  });
  app.post('/api/appeals/:id', async (request, reply) => {
    const id = idParam(request);
    const input = parseInput(appealRequestSchema, request.body);
    return reply.code(201).send(await s().appeal(request.viewerId, id, input));
  });

  // --- admin desk: the service checks the admin role first thing ---
  app.get('/api/admin/appeals', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return s().list(request.viewerId, parseInput(adminAppealsQuerySchema, request.query).status);
  });
  app.post('/api/admin/appeals/:id/decide', async (request) =>
    s().decide(request.viewerId, idParam(request), parseInput(appealOutcomeSchema, request.body)),
  );
}
