import { meResponseSchema } from '@promptreel/contract';
import type { MeResponse } from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { sessionTokenFrom } from '../auth/create-auth.js';
import { toWebRequest } from './auth.routes.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { textFor } from '../http/refusal-language.js';

export function meRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'people', access: 'anyone' });
  api('GET /api/me', { summary: 'Who is signed in', response: meResponseSchema }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const userId = await ctx.sessionUserId(request.headers.cookie);
    if (!userId) {
      // A session that an account deletion ended (on another tab or device): say so once.
      const token = sessionTokenFrom(toWebRequest(request, ctx.config.publicUrl).headers);
      if (token && (await ctx.services.profiles.endedByDeletion(token))) {
        return { user: null, accountDeleted: true } satisfies MeResponse;
      }
      // Or a suspension or a ban: say that once too.
      const notice = token ? await ctx.services.standing.signedOutNotice(token) : null;
      if (notice)
        return { user: null, signedOutNotice: textFor(request, notice.english, notice.filled) } satisfies MeResponse;
      return { user: null } satisfies MeResponse;
    }
    const user = await ctx.services.profiles.sessionUser(userId);
    if (user) {
      const suspension = await ctx.services.standing.suspensionOf(userId);
      return (suspension ? { user, suspension } : { user }) satisfies MeResponse;
    }
    // A session of an account deleted in another tab or device: say so once, and end it.
    const deleted = await ctx.services.profiles.isDeleted(userId);
    if (deleted) await ctx.services.profiles.endSessionsOfDeleted(userId);
    return { user: null, accountDeleted: deleted } satisfies MeResponse;
  });
}
