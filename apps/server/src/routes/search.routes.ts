import { SEARCH_MESSAGES, searchQuerySchema, searchResponseSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { searchJson } from '../http/card-json.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput } from '../http/validate.js';
import { JsonBytes } from '../http/visitor-answers.js';

export function searchRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // A visitor's answer is everyone's: a query asked again is answered from memory until the next
  // write (visitor-answers.ts). Signed in, the people found carry the reader's follow state.
  const api = routesFor(app, { tag: 'videos', access: 'anyone' });
  api(
    'GET /api/search',
    { summary: 'Search videos and people', query: searchQuerySchema, response: searchResponseSchema },
    async (request, reply) => {
      const query = parseInput(searchQuerySchema, request.query, SEARCH_MESSAGES.tooShort);
      const viewerId = request.viewerId;
      if (viewerId) return ctx.services.search.search(viewerId, query);
      // Made of kept cards, whose JSON is kept with them.
      return ctx.answers.send(
        request,
        reply,
        async () => new JsonBytes(searchJson(await ctx.services.search.search(null, query))),
      );
    },
  );
}
