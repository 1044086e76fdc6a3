import { languageSettingSchema } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { parseLater } from '../http/validate.js';

/**
 * Settings → 'Language': the signed-in person's language, kept on the account (also on GET
 * /api/me's user as `locale`) for their pages on every browser, their e-mails and notifications.
 */
export function languageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'accounts', access: 'signed-in' });

  api(
    'PUT /api/me/language',
    {
      summary: "Sets your language: 'en-GB', 'es', 'fr', 'ja' or 'pt-BR'",
      body: languageSettingSchema,
      response: languageSettingSchema,
    },
    async (request) => ctx.services.language.set(request.viewerId, parseLater(languageSettingSchema, request)),
  );
}
