import { SEARCH_MESSAGES, searchQuerySchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context.js';
import { parseInput } from './validate.js';

export function searchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  app.get('/api/search', async (request) => {
    const query = parseInput(searchQuerySchema, request.query, SEARCH_MESSAGES.tooShort);
    return ctx.services.search.search(await ctx.viewerId(request), query);
  });
}
