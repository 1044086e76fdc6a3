import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BusEvent, Channel } from '../bus/event-bus.js';
import type { RouteContext } from './context.js';
import { parseInput } from './validate.js';

const eventsQuerySchema = z.object({
  video: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
});

/**
 * Server-sent events: a page subscribes to its video's channel (comment-changed) and, when signed
 * in, to the user's own profile channel (profile-updated / profile-deleted).
 */
export function eventRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // Open streams never finish by themselves; shutdown ends them so in-flight requests can drain.
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });

  app.get('/api/events', async (request, reply) => {
    const { video } = parseInput(eventsQuerySchema, request.query);
    const viewerId = await ctx.viewerId(request);
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
    const send = (event: BusEvent) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ channels: channels.length })}\n\n`);
    const unsubscribers = channels.map((c) => ctx.bus.subscribe(c, send));
    // Proxies drop idle connections; a comment line every 25 s keeps this one open.
    const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(ping);
      unsubscribers.forEach((u) => u());
      res.end();
    };
    open.add(end);
    request.raw.on('close', end);
  });
}
