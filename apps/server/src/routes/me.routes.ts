import type { MeResponse } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';

export function meRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/me', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const viewerId = await ctx.viewerId(request);
    const body: MeResponse = { user: viewerId ? await ctx.services.profiles.sessionUser(viewerId) : null };
    return body;
  });
}
