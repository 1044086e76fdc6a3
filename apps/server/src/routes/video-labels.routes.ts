import { standingDecisionSchema } from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { decisionReason, idParam, parseInput } from '../http/validate.js';

const labelParam = (request: FastifyRequest) => (request.params as { label?: unknown } | undefined)?.label;

/**
 * Moderators' labels on videos: admins only. The service checks the role before it reads the
 * label or the body, so a visitor or a user is refused whatever they send.
 */
export function videoLabelsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const s = () => ctx.services.labels;

  app.put('/api/admin/videos/:id/labels/:label', async (request) =>
    s().add(request.viewerId, idParam(request), labelParam(request), () =>
      parseInput(standingDecisionSchema, request.body ?? {}),
    ),
  );
  app.delete('/api/admin/videos/:id/labels/:label', async (request) =>
    s().remove(request.viewerId, idParam(request), labelParam(request), decisionReason(request)),
  );
}
