import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_KINDS, type UnsubscribeScope } from '@promptreel/contract';
import type { UnsubscribeLinks } from '../mail/templates.js';

/**
 * The e-mails' unsubscribe links: a token signed for one person and one scope (a kind of e-mail,
 * or 'all'), so its one click needs no session.
 */
export function unsubscribeTokens(secret: string, publicUrl: string) {
  const signature = (userId: string, scope: string) =>
    createHmac('sha256', secret).update(`unsubscribe:${userId}:${scope}`).digest('base64url');
  return {
    links(userId: string, scope: UnsubscribeScope): UnsubscribeLinks {
      const token = `${userId}.${scope}.${signature(userId, scope)}`;
      return {
        post: `${publicUrl}/api/notifications/unsubscribe?token=${token}`,
        page: `${publicUrl}/unsubscribe?token=${token}`,
        settings: `${publicUrl}/settings?section=notifications`,
      };
    },
    /** The person and scope a token was signed for; undefined for one not signed here. */
    read(token: string): { userId: string; scope: UnsubscribeScope } | undefined {
      const [userId = '', scope = '', given = ''] = token.split('.');
      const expected = Buffer.from(signature(userId, scope));
      const known = scope === 'all' || (EMAIL_KINDS as readonly string[]).includes(scope);
      return known && given.length === expected.length && timingSafeEqual(Buffer.from(given), expected)
        ? { userId, scope: scope as UnsubscribeScope }
        : undefined;
    },
  };
}
