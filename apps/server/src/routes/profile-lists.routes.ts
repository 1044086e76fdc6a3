import {
  feedResponseSchema,
  pageQuerySchema,
  profileCommentsResponseSchema,
  userListResponseSchema,
  type FeedResponse,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { pageCursor } from '../http/validate.js';

/** What a profile shows beside itself: its followers and follows, uploads, claps and comments. */
export function profileListRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'people', access: 'anyone' });
  const s = () => ctx.services.engagement;
  const list = { query: pageQuerySchema, response: userListResponseSchema };

  api('GET /api/profiles/:username/followers', { ...list, summary: 'Followers' }, async (request) =>
    s().followList(request.viewerId, request.params.username, 'followers', pageCursor(request)),
  );
  api('GET /api/profiles/:username/following', { ...list, summary: 'Following' }, async (request) =>
    s().followList(request.viewerId, request.params.username, 'following', pageCursor(request)),
  );

  // A visitor's answer is everyone's: kept in memory until the next write (visitor-answers.ts).
  type Tab = (viewerId: string | null, username: string, cursor: string | undefined) => Promise<FeedResponse>;
  const videoTab = (path: `/api/profiles/:username/${string}`, summary: string, read: Tab) =>
    api(`GET ${path}`, { summary, query: pageQuerySchema, response: feedResponseSchema }, async (request, reply) => {
      const cursor = pageCursor(request);
      const viewerId = request.viewerId;
      const { username } = request.params;
      return ctx.answers.forViewer(viewerId, request, reply, () => read(viewerId, username, cursor));
    });
  videoTab('/api/profiles/:username/videos', "A profile's uploads", (...a) => s().uploadsOf(...a));
  videoTab('/api/profiles/:username/claps', 'What a profile clapped', (...a) => s().clapsOf(...a));
  api(
    'GET /api/profiles/:username/comments',
    { summary: "A profile's comments", query: pageQuerySchema, response: profileCommentsResponseSchema },
    async (request) => s().commentsOf(request.params.username, pageCursor(request)),
  );
}
