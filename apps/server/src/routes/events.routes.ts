import { eventsQuerySchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { BusEvent, Channel } from '../bus/event-bus.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput } from '../http/validate.js';

/** `Last-Event-ID`: the newest comment id the client had seen (EventSource sends it on reconnect). */
function lastEventId(header: string | string[] | undefined): number | null {
  return typeof header === 'string' && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : null;
}

/**
 * Server-sent events: a page subscribes to its video's channel (comment-changed) and, when signed
 * in, to the user's own profile channel (profile-updated / profile-deleted).
 *
 * A new comment's event carries the comment id as its SSE id. A client that reconnects sends the last
 * one as Last-Event-ID, and the comments added meanwhile are replayed from the database (so it works
 * whichever instance the client reaches). A first connection's 'ready' carries the newest id, so even
 * a drop before any comment has a point to resume from. Deletions carry no id: the page refetches its
 * list on every reconnect, which also catches a deletion missed while offline.
 */
export function eventRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Open streams never finish by themselves; shutdown ends them so in-flight requests can drain.
  const api = routesFor(app, { tag: 'engagement', access: 'anyone' });
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  api(
    'GET /api/events',
    {
      summary: 'Live events (claps, comments, profile changes)',
      query: eventsQuerySchema,
      response: {
        mediaType: 'text/event-stream',
        description: 'Server-sent events; each `data:` line is one live event (contract `liveEventSchema`).',
      },
    },
    async (request, reply) => {
      const { video } = parseInput(eventsQuerySchema, request.query);
      const viewerId = request.viewerId;
      const channels: Channel[] = [];
      if (video !== undefined) channels.push(`video:${video}`);
      if (viewerId) channels.push(`profile:${viewerId}`);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      // A stream may end while the database is being read below: write nothing after that.
      const raw = (text: string) => void (res.writableEnded || res.write(text));
      const write = (event: BusEvent) =>
        raw(
          `${event.type === 'comment-changed' && event.commentId ? `id: ${event.commentId}\n` : ''}` +
            `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`,
        );
      // Subscribe before reading the database, holding live events back until the replay is written,
      // so nothing falls between the two and nothing is sent twice.
      const held: BusEvent[] = [];
      let live = false;
      const unsubscribers = channels.map((c) =>
        ctx.bus.subscribe(c, (event) => (live ? write(event) : held.push(event))),
      );
      // Proxies drop idle connections; a comment line every 25 s keeps this one open.
      const ping = setInterval(() => raw(': ping\n\n'), 25_000);
      const end = () => {
        if (!open.delete(end)) return;
        clearInterval(ping);
        unsubscribers.forEach((u) => u());
        res.end();
      };
      open.add(end);
      request.raw.on('close', end);

      const since = video !== undefined ? lastEventId(request.headers['last-event-id']) : null;
      // The newest page of comments is all a reconnect needs: each event makes the page refetch its list.
      const newest =
        video === undefined
          ? []
          : await ctx.services.engagement.comments(null, video).then(
              (page) => page.items.map((c) => c.id).sort((a, b) => a - b),
              () => [],
            );
      const replay = since === null ? [] : newest.filter((id) => id > since);
      const readyId = video !== undefined && since === null ? `id: ${newest.at(-1) ?? 0}\n` : '';
      raw(`retry: 3000\n${readyId}event: ready\ndata: ${JSON.stringify({ channels: channels.length })}\n\n`);
      for (const commentId of replay) write({ type: 'comment-changed', videoId: video!, commentId });
      const replayed = replay.at(-1) ?? 0;
      for (const event of held) {
        if (event.type === 'comment-changed' && event.commentId && event.commentId <= replayed) continue;
        write(event);
      }
      live = true;
    },
  );
}
