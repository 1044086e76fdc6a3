import { PLAYBACK_LIMITS, PLAYBACK_MESSAGES, playbackSamplesRequestSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { Invalid } from '../errors.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseInput } from '../http/validate.js';

// A full batch is about 2 KB of JSON; anything far larger is not a player's.
const BODY_LIMIT = 512 * (PLAYBACK_LIMITS.maxSamples + 4);

/**
 * A body sent as text: `navigator.sendBeacon` with a string posts it as text/plain (Fastify's own
 * parser hands it over as a string); a Blob of type application/json arrives already parsed.
 */
function jsonOf(body: unknown): unknown {
  if (typeof body !== 'string') return body ?? {};
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw Invalid(PLAYBACK_MESSAGES.notJson);
  }
}

/**
 * Sampled players report how playback went (first frame, stalls, rendition, connection) into the
 * Prometheus histograms. Anyone may: visitors are most of the audience. The CSRF check of every
 * write holds as it is (a beacon from our page carries `Sec-Fetch-Site: same-origin` and Origin).
 */
export function playbackRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'videos', access: 'anyone' });
  api(
    'POST /api/playback-samples',
    {
      summary: `Report sampled playbacks (first frame, stalls; at most ${PLAYBACK_LIMITS.maxSamples} a batch) for the playback metrics`,
      body: playbackSamplesRequestSchema,
      response: null,
      status: 204,
      options: { bodyLimit: BODY_LIMIT },
    },
    async (request, reply) => {
      const { samples } = parseInput(playbackSamplesRequestSchema, jsonOf(request.body));
      ctx.services.playback.record(request.ip, samples);
      return reply.code(204).send();
    },
  );
}
