import type { Notification, NotificationKind } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** Each kind's sentence (a moderation notice brings its own words). */
const SENTENCES = {
  follow: 'notifications.followed',
  comment: 'notifications.commented',
  reply: 'notifications.replied',
  clap: 'notifications.clapped',
  remix: 'notifications.remixed',
  upload: 'notifications.uploaded',
} as const satisfies Record<Exclude<NotificationKind, 'moderation'>, MessageKey>;

/**
 * The sentence a notification is shown as, in the page's language ('ana and 2 others clapped for
 * “Koi”'): the words of the contract's notificationSentence, which e-mails use.
 */
export function notificationSentence(n: Pick<Notification, 'kind' | 'actor' | 'othersCount' | 'video' | 'text'>) {
  if (n.kind === 'moderation') return n.text ?? t('notifications.moderatorDecision');
  return t(SENTENCES[n.kind], {
    name: n.actor?.username ?? t('notifications.someone'),
    others: n.othersCount,
    // A remix's `video` is the remix (where it leads); `text` the title of the video it remixes.
    title: (n.kind === 'remix' ? n.text : n.video?.title) ?? t('notifications.aVideo'),
  });
}
