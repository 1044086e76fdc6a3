import { decisionNoteSchema, standingDecisionSchema, videoLabelsResponseSchema } from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { decisionReason, idParam, parseInput } from '../http/validate.js';

const labelParam = (request: FastifyRequest) => (request.params as { label?: unknown } | undefined)?.label;

/**
 * Moderators' labels on videos: admins only. The service checks the role before it reads the
 * label or the body, so a visitor or a user is refused whatever they send.
 */
export function videoLabelsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'admin', access: 'admin' });
  const s = () => ctx.services.labels;

  api(
    'PUT /api/admin/videos/:id/labels/:label',
    { summary: 'Label a video', body: standingDecisionSchema, response: videoLabelsResponseSchema },
    async (request) =>
      s().add(request.viewerId, idParam(request), labelParam(request), () =>
        parseInput(standingDecisionSchema, request.body ?? {}),
      ),
  );
  api(
    'DELETE /api/admin/videos/:id/labels/:label',
    { summary: "Remove a video's label", body: decisionNoteSchema, response: videoLabelsResponseSchema },
    async (request) => s().remove(request.viewerId, idParam(request), labelParam(request), decisionReason(request)),
  );
}
