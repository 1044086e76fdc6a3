import {
  accountStandingSchema,
  decisionNoteSchema,
  REFUSAL_MESSAGES,
  standingDecisionSchema,
  suspendRequestSchema,
} from '@promptreel/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotFound } from '../errors.js';
import { routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { decisionReason, parseInput } from '../http/validate.js';

/** Profile ids are the auth library's: letters, digits, '_' and '-'. Anything else is nobody. */
const USER_ID = /^[A-Za-z0-9_-]{1,64}$/;

function userIdParam(request: FastifyRequest): string {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !USER_ID.test(id)) throw NotFound(REFUSAL_MESSAGES.userNotFound);
  return id;
}

/**
 * Warn, suspend, ban, lift: admins only. The service checks the role first thing and parses the
 * body only then, so a visitor or a user is refused whatever they send.
 */
export function accountStandingRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'admin', access: 'admin' });
  const s = () => ctx.services.standing;

  api(
    'GET /api/admin/users/:id/standing',
    { summary: "An account's standing and decisions", response: accountStandingSchema },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return s().standing(request.viewerId, userIdParam(request));
    },
  );
  api(
    'POST /api/admin/users/:id/warn',
    { summary: 'Warn an account', body: standingDecisionSchema, response: accountStandingSchema },
    async (request) =>
      s().warn(request.viewerId, userIdParam(request), () => parseInput(standingDecisionSchema, request.body ?? {})),
  );
  // A suspension or a ban ends the account's sessions: its open tabs are told once the answer has
  // gone, after the write hook made every instance forget the sessions it had checked.
  const signedOut = new WeakMap<FastifyRequest, string>();
  const tellTabs = {
    onResponse: async (request: FastifyRequest) => {
      const userId = signedOut.get(request);
      if (userId) await s().tellSignedOut(userId);
    },
  };
  api(
    'POST /api/admin/users/:id/suspend',
    { summary: 'Suspend an account', body: suspendRequestSchema, response: accountStandingSchema, options: tellTabs },
    async (request) => {
      const userId = userIdParam(request);
      const standing = await s().suspend(request.viewerId, userId, () =>
        parseInput(suspendRequestSchema, request.body ?? {}),
      );
      signedOut.set(request, standing.userId);
      return standing;
    },
  );
  api(
    'POST /api/admin/users/:id/ban',
    { summary: 'Ban an account', body: standingDecisionSchema, response: accountStandingSchema, options: tellTabs },
    async (request) => {
      const userId = userIdParam(request);
      const standing = await s().ban(request.viewerId, userId, () =>
        parseInput(standingDecisionSchema, request.body ?? {}),
      );
      signedOut.set(request, standing.userId);
      return standing;
    },
  );
  api(
    'POST /api/admin/users/:id/lift',
    { summary: 'Lift a suspension or ban', body: decisionNoteSchema, response: accountStandingSchema },
    async (request) => s().lift(request.viewerId, userIdParam(request), decisionReason(request)),
  );
}
