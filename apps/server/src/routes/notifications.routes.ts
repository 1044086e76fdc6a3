import {
  emailPreferencesSchema,
  NOTIFICATION_TEXTS,
  notificationsQuerySchema,
  unsubscribeQuerySchema,
} from '@promptreel/contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput, parseLater } from '../http/validate.js';

/** The bell and its page, read state, e-mail choices, and the e-mailed one-click unsubscribe. */
export function notificationsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { notifications } = ctx.services;

  app.get('/api/notifications', async (request) => {
    const { cursor } = parseInput(notificationsQuerySchema, request.query);
    return notifications.list(request.viewerId, cursor);
  });

  app.get('/api/notifications/unread', async (request) => notifications.unread(request.viewerId));

  app.post('/api/notifications/read-all', async (request) => notifications.markAllRead(request.viewerId));

  app.post('/api/notifications/:id/read', async (request) =>
    notifications.markRead(request.viewerId, idParam(request, NOTIFICATION_TEXTS.notFound)),
  );

  app.get('/api/me/notification-preferences', async (request) => notifications.preferences(request.viewerId));

  app.put('/api/me/notification-preferences', async (request) =>
    notifications.setPreferences(request.viewerId, parseLater(emailPreferencesSchema, request)),
  );

  app.register(async (scope) => {
    // RFC 8058: mail clients POST `List-Unsubscribe=One-Click` as a form; the token in the address
    // is what counts, so the body is read as text and not looked at.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    );
    scope.post('/api/notifications/unsubscribe', async (request) => {
      const { token } = parseInput(unsubscribeQuerySchema, request.query, NOTIFICATION_TEXTS.badUnsubscribeLink);
      return notifications.unsubscribe(token);
    });
  });
}
