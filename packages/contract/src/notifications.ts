import { z } from 'zod/mini';

/** What a notification is about. 'moderation': a moderator's decision about the person. */
export const NOTIFICATION_KINDS = ['follow', 'comment', 'reply', 'clap', 'remix', 'upload', 'moderation'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds whose e-mails a person chooses; notices of moderators' decisions are always e-mailed. */
export const EMAIL_KINDS = ['follow', 'comment', 'reply', 'clap', 'remix', 'upload'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

export const EMAIL_CHOICES = ['off', 'immediately', 'daily'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/**
 * Until a person chooses: an e-mail at once for a comment on (or a remix of) their video, a daily
 * digest of the rest; new videos of people they follow only in the bell (they may be many).
 */
export const DEFAULT_EMAIL_CHOICES: Record<EmailKind, EmailChoice> = {
  follow: 'daily',
  comment: 'immediately',
  reply: 'daily',
  clap: 'daily',
  remix: 'immediately',
  upload: 'off',
};

export const NOTIFICATION_TEXTS = {
  notFound: 'Notification not found',
  badUnsubscribeLink: 'This unsubscribe link is not valid.',
  /** The settings' names of each kind of e-mail. */
  kindLabels: {
    follow: 'New followers',
    comment: 'Comments on your videos',
    reply: 'Replies where you commented',
    clap: 'Claps on your videos',
    remix: 'Remixes of your videos',
    upload: 'New videos from people you follow',
  } satisfies Record<EmailKind, string>,
  choiceLabels: { off: 'Off', immediately: 'Immediately', daily: 'Daily digest' } satisfies Record<EmailChoice, string>,
} as const;

const personSchema = z.object({ username: z.string(), avatarUrl: z.nullable(z.string()) });

/**
 * One notification. Follows, comments, replies and claps of the same kind on the same video are
 * grouped while unread: `actor` is the newest, `othersCount` the rest ('Ana and 12 others clapped').
 */
export const notificationSchema = z.object({
  id: z.int(),
  kind: z.enum(NOTIFICATION_KINDS),
  actor: z.nullable(personSchema),
  othersCount: z.int(),
  video: z.nullable(z.object({ id: z.int(), title: z.string() })),
  /** A moderation notice's own words, and where it points (the appeal page); a remix's source title. */
  text: z.nullable(z.string()),
  link: z.nullable(z.string()),
  /** ISO time of the newest event in it. */
  updatedAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: newest first. */
export const notificationsResponseSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.nullable(z.string()),
  unread: z.int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET /api/notifications/unread: the bell's count. */
export const unreadCountSchema = z.object({ unread: z.int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const notificationsQuerySchema = z.object({ cursor: z.optional(z.string().check(z.maxLength(200))) });

/** GET and PUT /api/me/notification-preferences: a choice per kind of e-mail. */
export const emailPreferencesSchema = z.object({
  follow: z.enum(EMAIL_CHOICES),
  comment: z.enum(EMAIL_CHOICES),
  reply: z.enum(EMAIL_CHOICES),
  clap: z.enum(EMAIL_CHOICES),
  remix: z.enum(EMAIL_CHOICES),
  upload: z.enum(EMAIL_CHOICES),
});
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;

/** POST /api/notifications/unsubscribe?token=…: the e-mailed link's token (one kind, one person). */
export const unsubscribeQuerySchema = z.object({
  token: z.string({ error: NOTIFICATION_TEXTS.badUnsubscribeLink }).check(
    z.regex(/^[A-Za-z0-9_-]{1,200}\.[a-z]{1,12}\.[A-Za-z0-9_-]{43}$/, {
      error: NOTIFICATION_TEXTS.badUnsubscribeLink,
    }),
  ),
});
/** What an unsubscribe link turns off: one kind, or every kind (a digest's link). */
export const UNSUBSCRIBE_SCOPES = [...EMAIL_KINDS, 'all'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];
export const unsubscribedSchema = z.object({ scope: z.enum(UNSUBSCRIBE_SCOPES), message: z.string() });

/** The sentence a notification is shown and e-mailed as. */
export function notificationSentence(
  n: Pick<Notification, 'kind' | 'actor' | 'othersCount' | 'video' | 'text'>,
): string {
  const name = n.actor?.username ?? 'Someone';
  const who = n.othersCount > 0 ? `${name} and ${n.othersCount} ${n.othersCount === 1 ? 'other' : 'others'}` : name;
  const title = `“${n.video?.title ?? 'a video'}”`;
  switch (n.kind) {
    case 'follow':
      return `${who} followed you`;
    case 'comment':
      return `${who} commented on your video ${title}`;
    case 'reply':
      return `${who} also commented on ${title}`;
    case 'clap':
      return `${who} clapped for ${title}`;
    case 'remix':
      // `video` is the remix (where it leads); `text` the title of the video it remixes.
      return `${who} remixed your video “${n.text ?? 'a video'}”`;
    case 'upload':
      return `${who} posted a new video, ${title}`;
    default:
      return n.text ?? 'A moderator made a decision about your account';
  }
}

/** Where a notification leads (a path of the site). */
export function notificationPath(n: Pick<Notification, 'kind' | 'actor' | 'video' | 'link'>): string {
  if (n.kind === 'follow' && n.actor) return `/u/${encodeURIComponent(n.actor.username)}`;
  if (n.kind === 'moderation') return n.link ?? '/';
  return n.video ? `/video/${n.video.id}` : '/';
}
