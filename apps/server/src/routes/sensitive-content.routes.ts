import { sensitiveSettingSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseLater } from '../http/validate.js';

/**
 * Settings → 'Sensitive content': what the signed-in viewer sees of videos marked sensitive. The
 * choice is also on GET /api/me's user (`sensitiveContent`), so every page knows it.
 */
export function sensitiveContentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'accounts', access: 'signed-in' });
  const s = () => ctx.services.sensitiveContent;

  api(
    'GET /api/me/sensitive-content',
    {
      summary: "What you see of sensitive videos: 'show', 'blur' (the default) or 'hide' (left out of lists)",
      response: sensitiveSettingSchema,
    },
    async (request) => s().setting(request.viewerId),
  );

  api(
    'PUT /api/me/sensitive-content',
    {
      summary: 'Sets what you see of sensitive videos',
      body: sensitiveSettingSchema,
      response: sensitiveSettingSchema,
    },
    async (request) => s().set(request.viewerId, parseLater(sensitiveSettingSchema, request)),
  );
}
