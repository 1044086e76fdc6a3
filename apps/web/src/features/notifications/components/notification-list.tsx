import { type Notification, notificationPath } from '@promptreel/contract';
import { Bell, CheckCheck } from 'lucide-react';
import { Link } from '../../../components/link';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCardTime } from '../../../lib/format-time';
import { t } from '../../../lib/i18n';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';
import { notificationSentence } from '../utils/notification-sentence';

function NotificationItem({ notification: n, onOpen }: { notification: Notification; onOpen: () => void }) {
  const sentence = notificationSentence(n);
  return (
    <li className={cn('relative flex items-start gap-3 rounded-xl p-3', !n.read && 'bg-accent-soft')}>
      {n.actor ? (
        <Avatar src={n.actor.avatarUrl} username={n.actor.username} alt="" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-subtle"
        >
          <Bell className="size-4" />
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Link
          to={notificationPath(n)}
          onClick={n.read ? undefined : onOpen}
          className="font-medium break-words after:absolute after:inset-0 after:rounded-xl hover:underline"
        >
          {sentence}
          {n.read ? null : <span className="sr-only"> {t('notifications.unreadMark')}</span>}
        </Link>
        <p className="text-xs text-muted">
          <time dateTime={n.updatedAt}>{formatCardTime(n.updatedAt)}</time>
        </p>
      </div>
      {n.read ? null : <span aria-hidden="true" className="mt-2 size-2.5 shrink-0 rounded-full bg-primary" />}
    </li>
  );
}

/** The notifications page: newest first, unread marked, each a link to what it is about. */
export function NotificationList() {
  const list = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  if (list.isPending) return <p className="text-sm text-muted">{t('notifications.loadingList')}</p>;
  if (list.isError) return <Alert title={t('notifications.couldNotLoad')}>{list.error.message}</Alert>;
  const items = list.data.pages.flatMap((p) => p.items);
  const unread = list.data.pages[0]?.unread ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted">
          {unread ? t('notifications.unreadCount', { count: unread }) : t('notifications.allCaughtUp')}
        </p>
        <Button variant="secondary" size="sm" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
          <CheckCheck aria-hidden="true" className="size-4" />
          {t('notifications.markAllRead')}
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted">{t('notifications.empty')}</p>
      ) : (
        <ul aria-label={t('notifications.title')} className="flex flex-col gap-1">
          {items.map((n) => (
            <NotificationItem key={n.id} notification={n} onOpen={() => markRead.mutate(n.id)} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button
          variant="secondary"
          className="self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t('notifications.loading') : t('notifications.showOlder')}
        </Button>
      ) : null}
    </div>
  );
}
