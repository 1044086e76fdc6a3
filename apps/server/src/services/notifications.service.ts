import {
  DEFAULT_EMAIL_CHOICES,
  EMAIL_KINDS,
  MESSAGES,
  type EmailKind,
  type EmailPreferences,
  type Notification,
  NOTIFICATION_TEXTS,
  notificationPath,
  REFUSAL_MESSAGES,
  type NotificationsResponse,
} from '@promptreel/contract';
import type { EventBus } from '../bus/event-bus.js';
import { Invalid, NotFound, Unauthenticated } from '../errors.js';
import type { Mailer } from '../mail/mailer.js';
import { notificationDigest, notificationMail, notificationSentenceIn } from '../mail/templates.js';
import { type LocaleLookup, recipientLocale } from '../mail/mail-locale.js';
import type {
  NewNotification,
  NotificationRow,
  NotificationsRepository,
} from '../repositories/notifications.repository.js';
import { unsubscribeTokens } from './unsubscribe-tokens.js';

const PAGE = 20;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Who else commented on a video are told of a new comment: the most recent this many. */
const REPLY_FAN_OUT = 50;

export function createNotificationsService(deps: {
  notifications: NotificationsRepository;
  bus: EventBus;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  /** The address of a live account (null for a deleted one). */
  addressOf: (userId: string) => Promise<string | null>;
  /** Whom a person does not want to hear from (blocked or muted). */
  hiddenFor: (userId: string) => Promise<ReadonlySet<string>>;
  /** Who made a remix, and whose video of what title it remixes (undefined: not a remix). */
  remixSourceOf: (
    remixId: number,
  ) => Promise<{ remixer_id: string; source_owner_id: string; source_title: string } | undefined>;
  avatarUrl: (key: string | null) => string | null;
  log: { error(obj: object, msg: string): void };
  now?: () => number;
  /** The language each recipient chose, for their e-mails (British English when none). */
  localeOf?: LocaleLookup;
}) {
  const { notifications: repo, bus } = deps;
  const now = deps.now ?? Date.now;

  const tokens = unsubscribeTokens(deps.secret, deps.publicUrl);

  const toView = (r: NotificationRow): Notification => ({
    id: r.id,
    kind: r.kind,
    actor:
      r.actor_username === null
        ? null
        : r.actor_deleted_at != null
          ? { username: '[Deleted User]', avatarUrl: null }
          : { username: r.actor_username, avatarUrl: deps.avatarUrl(r.actor_avatar_url) },
    othersCount: Math.max(0, r.actors - 1),
    video: r.video_id !== null && r.video_title !== null ? { id: r.video_id, title: r.video_title } : null,
    text: r.text,
    link: r.link,
    updatedAt: new Date(r.updated_at).toISOString(),
    read: r.read_at !== null,
  });

  async function choicesOf(userId: string): Promise<EmailPreferences> {
    return { ...DEFAULT_EMAIL_CHOICES, ...(await repo.choices(userId)) };
  }

  async function announce(recipientId: string) {
    await bus.publish(`profile:${recipientId}`, {
      type: 'notifications-changed',
      profileId: recipientId,
      unread: await repo.unreadCount(recipientId),
    });
  }

  /** Records one event for one person, then tells their open pages and queues the e-mail they chose. */
  async function tell(n: NewNotification) {
    if (n.actorId !== null && (n.actorId === n.recipientId || (await deps.hiddenFor(n.recipientId)).has(n.actorId)))
      return;
    if (!(await deps.addressOf(n.recipientId))) return;
    const { id, fresh } = await repo.record(n);
    await announce(n.recipientId);
    if (!fresh || n.actorId === null || n.kind === 'moderation') return;
    const choice = (await choicesOf(n.recipientId))[n.kind as EmailKind];
    if (choice === 'immediately') await repo.queueEmail(id, n.actorId, n.at);
    else if (choice === 'daily') await repo.scheduleDigest(n.recipientId, n.at, n.at + DAY_MS);
  }

  /** Telling never fails the action it is about: a failure is logged. */
  const safely = (what: string, work: () => Promise<void>) =>
    work().catch((err: unknown) => deps.log.error({ err }, `notification (${what}) could not be recorded`));

  const cursorOf = (r: NotificationRow) => `${r.updated_at}.${r.id}`;
  function parseCursor(cursor: string | undefined) {
    if (!cursor) return null;
    const match = /^(\d{1,15})\.(\d{1,15})$/.exec(cursor);
    if (!match) throw Invalid(REFUSAL_MESSAGES.invalidCursor);
    return { at: Number(match[1]), id: Number(match[2]) };
  }

  function requireViewer(viewerId: string | null): string {
    if (!viewerId) throw Unauthenticated(MESSAGES.logInRequired);
    return viewerId;
  }

  return {
    followed: (actorId: string, targetId: string) =>
      safely('follow', () =>
        tell({ recipientId: targetId, kind: 'follow', groupKey: 'follow', videoId: null, actorId, at: now() }),
      ),

    /** The video's creator hears of a comment, and so do the others who commented on it. */
    commented: (actorId: string, video: { id: number; owner_id: string }) =>
      safely('comment', async () => {
        const at = now();
        await tell({
          recipientId: video.owner_id,
          kind: 'comment',
          groupKey: `comment:${video.id}`,
          videoId: video.id,
          actorId,
          at,
        });
        const others = await repo.earlierCommenters(video.id, [actorId, video.owner_id], REPLY_FAN_OUT);
        for (const recipientId of others) {
          await tell({ recipientId, kind: 'reply', groupKey: `reply:${video.id}`, videoId: video.id, actorId, at });
        }
      }),

    clapped: (actorId: string, videoId: number) =>
      safely('clap', async () => {
        const ownerId = await repo.ownerOfVideo(videoId);
        if (!ownerId) return;
        await tell({ recipientId: ownerId, kind: 'clap', groupKey: `clap:${videoId}`, videoId, actorId, at: now() });
      }),

    /**
     * A video anyone can find now: the creator of the video it remixes hears of it (once: its group
     * is its own), and so, by a job (they may be many), does each of its creator's followers.
     */
    videoShown: (videoId: number) =>
      safely('remix', async () => {
        const source = await deps.remixSourceOf(videoId);
        if (source)
          await tell({
            recipientId: source.source_owner_id,
            kind: 'remix',
            groupKey: `remix:${videoId}`,
            videoId,
            actorId: source.remixer_id,
            text: source.source_title,
            at: now(),
          });
        await repo.queueFollowersNotice(videoId, now());
      }),

    /** The job `videoShown` queued: each follower, through their own blocks, mutes and e-mail choices. */
    async tellFollowers(videoId: number): Promise<void> {
      const ownerId = await repo.shownVideoOwner(videoId);
      if (!ownerId) return;
      const at = now();
      for (const recipientId of await repo.followersOf(ownerId))
        await tell({ recipientId, kind: 'upload', groupKey: `upload:${videoId}`, videoId, actorId: ownerId, at });
    },

    /** A moderator's decision about the person, in the words of its e-mailed notice. */
    decided: (userId: string, text: string, link: string | null) =>
      safely('moderation', () =>
        tell({
          recipientId: userId,
          kind: 'moderation',
          groupKey: null,
          videoId: null,
          actorId: null,
          text,
          link: link && link.startsWith(deps.publicUrl) ? link.slice(deps.publicUrl.length) || '/' : link,
          at: now(),
        }),
      ),

    async list(viewerId: string | null, cursor?: string): Promise<NotificationsResponse> {
      const me = requireViewer(viewerId);
      const rows = await repo.list(me, parseCursor(cursor), PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        items: page.map(toView),
        nextCursor: rows.length > PAGE ? cursorOf(page.at(-1)!) : null,
        unread: await repo.unreadCount(me),
      };
    },

    async unread(viewerId: string | null) {
      return { unread: await repo.unreadCount(requireViewer(viewerId)) };
    },

    async markRead(viewerId: string | null, id: number) {
      const me = requireViewer(viewerId);
      if (!(await repo.markRead(me, id, now()))) throw NotFound(NOTIFICATION_TEXTS.notFound);
      await announce(me);
      return { unread: await repo.unreadCount(me) };
    },

    async markAllRead(viewerId: string | null) {
      const me = requireViewer(viewerId);
      await repo.markAllRead(me, now());
      await announce(me);
      return { unread: 0 };
    },

    preferences: async (viewerId: string | null) => choicesOf(requireViewer(viewerId)),

    async setPreferences(viewerId: string | null, read: () => EmailPreferences) {
      const me = requireViewer(viewerId);
      await repo.setChoices(me, read());
      return choicesOf(me);
    },

    /** The e-mailed link's one click (no session needed: the token is signed for one person and scope). */
    async unsubscribe(token: string) {
      const signed = tokens.read(token);
      if (!signed) throw Invalid(NOTIFICATION_TEXTS.badUnsubscribeLink);
      const { userId, scope } = signed;
      const kinds = scope === 'all' ? [...EMAIL_KINDS] : [scope as EmailKind];
      await repo.setChoices(userId, Object.fromEntries(kinds.map((k) => [k, 'off'])));
      const message =
        scope === 'all'
          ? 'You will get no more notification e-mails from Promptreel.'
          : `You will get no more e-mails about: ${NOTIFICATION_TEXTS.kindLabels[scope as EmailKind].toLowerCase()}.`;
      return { scope, message };
    },

    /** Job: the e-mail of one event, unless it was read or already e-mailed meanwhile, or the choice changed. */
    async sendNow(notificationId: number, actorId: string) {
      const found = await repo.kindAndRecipient(notificationId);
      if (!found || found.kind === 'moderation') return;
      const address = await deps.addressOf(found.recipient_id);
      if (!address) return;
      const kind = found.kind as EmailKind;
      if ((await choicesOf(found.recipient_id))[kind] !== 'immediately') return;
      const at = now();
      const row = await repo.takeForEmail(notificationId, actorId, at);
      if (!row) return;
      // This event's person, not the group's newest: the e-mail tells of one event.
      const view = { ...toView(row), othersCount: 0 };
      const locale = await recipientLocale(deps.localeOf, found.recipient_id);
      await sendOrRelease([notificationId], at, actorId, () =>
        deps.mailer.send(
          notificationMail(
            address,
            notificationSentenceIn(locale, view),
            `${deps.publicUrl}${notificationPath(view)}`,
            tokens.links(found.recipient_id, kind),
            locale,
          ),
        ),
      );
    },

    /** Job: the daily digest of what the person chose to hear about once a day and has not read. */
    async sendDigest(userId: string) {
      const address = await deps.addressOf(userId);
      const choices = await choicesOf(userId);
      const daily = EMAIL_KINDS.filter((k) => choices[k] === 'daily');
      const at = now();
      const rows = await repo.takeDigest(userId, address ? daily : [], at);
      if (!address || rows.length === 0) return;
      const locale = await recipientLocale(deps.localeOf, userId);
      const items = rows.map((r) => {
        const view = toView(r);
        return { sentence: notificationSentenceIn(locale, view), url: `${deps.publicUrl}${notificationPath(view)}` };
      });
      await sendOrRelease(
        rows.map((r) => r.id),
        at,
        undefined,
        () => deps.mailer.send(notificationDigest(address, items, tokens.links(userId, 'all'), locale)),
      );
    },
  };

  /** A mail server's refusal gives the parts back and fails the job, whose retry then sends them. */
  async function sendOrRelease(ids: number[], at: number, actorId: string | undefined, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      await repo.releaseEmailed(ids, at, actorId);
      throw error;
    }
  }
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
