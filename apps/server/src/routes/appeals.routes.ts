import {
  adminAppealsQuerySchema,
  adminAppealsResponseSchema,
  appealDecidedSchema,
  appealKeyQuerySchema,
  appealOutcomeSchema,
  appealPageSchema,
  appealRequestSchema,
  appealSentSchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput } from '../http/validate.js';

export function appealRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.appeals;

  route(
    app,
    {
      method: 'get',
      path: '/api/appeals/:id',
      tag: 'reports',
      summary: 'A decision about you and its appeal (signed in, or with the key from its notice)',
      access: 'anyone',
      query: appealKeyQuerySchema,
      response: appealPageSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().page(request.viewerId, idParam(request), parseInput(appealKeyQuerySchema, request.query).key);
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/appeals/:id',
      tag: 'reports',
      summary: 'Appeal a decision about you',
      access: 'anyone',
      body: appealRequestSchema,
      response: appealSentSchema,
      status: 201,
    },
    async (request, reply) => {
      const id = idParam(request);
      const input = parseInput(appealRequestSchema, request.body);
      return reply.code(201).send(await s().appeal(request.viewerId, id, input));
    },
  );

  // --- admin desk: the service checks the admin role first thing ---
  route(
    app,
    {
      method: 'get',
      path: '/api/admin/appeals',
      tag: 'admin',
      summary: 'Appeals',
      access: 'admin',
      query: adminAppealsQuerySchema,
      response: adminAppealsResponseSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().list(request.viewerId, parseInput(adminAppealsQuerySchema, request.query).status);
    },
  );
  route(
    app,
    {
      method: 'post',
      path: '/api/admin/appeals/:id/decide',
      tag: 'admin',
      summary: 'Uphold or overturn an appeal',
      access: 'admin',
      body: appealOutcomeSchema,
      response: appealDecidedSchema,
    },
    async (request) => s().decide(request.viewerId, idParam(request), parseInput(appealOutcomeSchema, request.body)),
  );
}
