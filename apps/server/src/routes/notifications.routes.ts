import {
  emailPreferencesSchema,
  NOTIFICATION_TEXTS,
  notificationsQuerySchema,
  notificationsResponseSchema,
  unreadCountSchema,
  unsubscribedSchema,
  unsubscribeQuerySchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import { route, routesFor } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { answerFor } from '../http/refusal-language.js';
import { idParam, parseInput, parseLater } from '../http/validate.js';

/** The bell and its page, read state, e-mail choices, and the e-mailed one-click unsubscribe. */
export function notificationsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const api = routesFor(app, { tag: 'engagement', access: 'signed-in' });
  const { notifications } = ctx.services;

  api(
    'GET /api/notifications',
    {
      summary: 'Your notifications, newest first (grouped while unread), with the unread count',
      query: notificationsQuerySchema,
      response: notificationsResponseSchema,
    },
    async (request) => {
      const { cursor } = parseInput(notificationsQuerySchema, request.query);
      return notifications.list(request.viewerId, cursor);
    },
  );

  api(
    'GET /api/notifications/unread',
    { summary: "The bell's count of unread notifications", response: unreadCountSchema },
    async (request) => notifications.unread(request.viewerId),
  );

  api(
    'POST /api/notifications/read-all',
    { summary: 'Marks every notification read', response: unreadCountSchema },
    async (request) => notifications.markAllRead(request.viewerId),
  );

  api(
    'POST /api/notifications/:id/read',
    { summary: 'Marks one notification read', response: unreadCountSchema },
    async (request) => notifications.markRead(request.viewerId, idParam(request, NOTIFICATION_TEXTS.notFound)),
  );

  api(
    'GET /api/me/notification-preferences',
    {
      tag: 'accounts',
      summary: 'Your e-mail choice per kind of notification (off, immediately, daily digest)',
      response: emailPreferencesSchema,
    },
    async (request) => notifications.preferences(request.viewerId),
  );

  api(
    'PUT /api/me/notification-preferences',
    {
      tag: 'accounts',
      summary: 'Sets your e-mail choice per kind of notification',
      body: emailPreferencesSchema,
      response: emailPreferencesSchema,
    },
    async (request) => notifications.setPreferences(request.viewerId, parseLater(emailPreferencesSchema, request)),
  );

  app.register(async (scope) => {
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the address
    // is what counts, so the body is read as text and not looked at.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    route(
      scope,
      'POST /api/notifications/unsubscribe',
      {
        tag: 'accounts',
        summary: "The e-mailed one-click unsubscribe (RFC 8058): the link's signed token turns that kind of e-mail off",
        access: 'anyone',
        query: unsubscribeQuerySchema,
        response: unsubscribedSchema,
      },
      async (request) => {
        const { token } = parseInput(unsubscribeQuerySchema, request.query, NOTIFICATION_TEXTS.badUnsubscribeLink);
        const answer = await notifications.unsubscribe(token);
        return answerFor(request, answer, { key: 'refusal.unsubscribed', values: { scope: answer.scope } });
      },
    );
  });
}
