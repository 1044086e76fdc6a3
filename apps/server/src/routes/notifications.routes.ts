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
import { route } from '../http/declare-route.js';
import type { RouteContext } from '../http/context.js';
import { idParam, parseInput, parseLater } from '../http/validate.js';

/** The bell and its page, read state, e-mail choices, and the e-mailed one-click unsubscribe. */
export function notificationsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { notifications } = ctx.services;

  route(
    app,
    {
      method: 'get',
      path: '/api/notifications',
      tag: 'engagement',
      summary: 'Your notifications, newest first (grouped while unread), with the unread count',
      access: 'signed-in',
      query: notificationsQuerySchema,
      response: notificationsResponseSchema,
    },
    async (request) => {
      const { cursor } = parseInput(notificationsQuerySchema, request.query);
      return notifications.list(request.viewerId, cursor);
    },
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/notifications/unread',
      tag: 'engagement',
      summary: "The bell's count of unread notifications",
      access: 'signed-in',
      response: unreadCountSchema,
    },
    async (request) => notifications.unread(request.viewerId),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/notifications/read-all',
      tag: 'engagement',
      summary: 'Marks every notification read',
      access: 'signed-in',
      response: unreadCountSchema,
    },
    async (request) => notifications.markAllRead(request.viewerId),
  );

  route(
    app,
    {
      method: 'post',
      path: '/api/notifications/:id/read',
      tag: 'engagement',
      summary: 'Marks one notification read',
      access: 'signed-in',
      response: unreadCountSchema,
    },
    async (request) => notifications.markRead(request.viewerId, idParam(request, NOTIFICATION_TEXTS.notFound)),
  );

  route(
    app,
    {
      method: 'get',
      path: '/api/me/notification-preferences',
      tag: 'accounts',
      summary: 'Your e-mail choice per kind of notification (off, immediately, daily digest)',
      access: 'signed-in',
      response: emailPreferencesSchema,
    },
    async (request) => notifications.preferences(request.viewerId),
  );

  route(
    app,
    {
      method: 'put',
      path: '/api/me/notification-preferences',
      tag: 'accounts',
      summary: 'Sets your e-mail choice per kind of notification',
      access: 'signed-in',
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
      {
        method: 'post',
        path: '/api/notifications/unsubscribe',
        tag: 'accounts',
        summary: "The e-mailed one-click unsubscribe (RFC 8058): the link's signed token turns that kind of e-mail off",
        access: 'anyone',
        query: unsubscribeQuerySchema,
        response: unsubscribedSchema,
      },
      async (request) => {
        const { token } = parseInput(unsubscribeQuerySchema, request.query, NOTIFICATION_TEXTS.badUnsubscribeLink);
        return notifications.unsubscribe(token);
      },
    );
  });
}
