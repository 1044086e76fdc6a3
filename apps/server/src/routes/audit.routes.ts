import { auditLogQuerySchema, auditLogResponseSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput } from '../http/validate.js';

export function auditRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'admin', access: 'admin' });
  const s = () => ctx.services.audit;

  api(
    'GET /api/admin/audit-log',
    { summary: 'The audit log', query: auditLogQuerySchema, response: auditLogResponseSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().log(request.viewerId, parseInput(auditLogQuerySchema, request.query));
    },
  );
  api(
    'GET /api/admin/audit-log.csv',
    {
      summary: 'The audit log as CSV',
      query: auditLogQuerySchema,
      response: { mediaType: 'text/csv', description: 'The audit log as CSV (UTF-8, a header row).' },
    },
    async (request, reply) => {
      const query = parseInput(auditLogQuerySchema, request.query);
      const body = await s().csv(request.viewerId, query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="promptreel-audit-log-${day}.csv"`)
        .send(body);
    },
  );
}
