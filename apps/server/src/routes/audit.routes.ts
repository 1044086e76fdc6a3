import { auditLogQuerySchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { parseInput } from '../http/validate.js';

export function auditRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.audit;

  app.get('/api/admin/audit-log', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return s().log(request.viewerId, parseInput(auditLogQuerySchema, request.query));
  });
  app.get('/api/admin/audit-log.csv', async (request, reply) => {
    const query = parseInput(auditLogQuerySchema, request.query);
    const body = await s().csv(request.viewerId, query);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="promptreel-audit-log-${day}.csv"`)
      .send(body);
  });
}
