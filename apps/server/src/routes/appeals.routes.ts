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
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { answerFor } from '../http/refusal-language.js';
import { idParam, parseInput } from '../http/validate.js';

export function appealRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'reports', access: 'anyone' });
  const s = () => ctx.services.appeals;

  api(
    'GET /api/appeals/:id',
    {
      summary: 'A decision about you and its appeal (signed in, or with the key from its notice)',
      query: appealKeyQuerySchema,
      response: appealPageSchema,
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().page(request.viewerId, idParam(request), parseInput(appealKeyQuerySchema, request.query).key);
    },
  );
  api(
    'POST /api/appeals/:id',
    { summary: 'Appeal a decision about you', body: appealRequestSchema, response: appealSentSchema, status: 201 },
    async (request, reply) => {
      const id = idParam(request);
      const input = parseInput(appealRequestSchema, request.body);
      return reply.code(201).send(answerFor(request, await s().appeal(request.viewerId, id, input)));
    },
  );

  // --- admin desk: the service checks the admin role first thing ---
  api(
    'GET /api/admin/appeals',
    {
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
  api(
    'POST /api/admin/appeals/:id/decide',
    {
      tag: 'admin',
      summary: 'Uphold or overturn an appeal',
      access: 'admin',
      body: appealOutcomeSchema,
      response: appealDecidedSchema,
    },
    async (request) =>
      answerFor(
        request,
        await s().decide(request.viewerId, idParam(request), parseInput(appealOutcomeSchema, request.body)),
      ),
  );
}
