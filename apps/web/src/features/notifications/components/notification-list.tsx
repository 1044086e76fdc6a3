import { type Notification, notificationPath, notificationSentence } from '@promptreel/contract';
import { Bell, CheckCheck } from 'lucide-react';
import { Link } from '../../../components/link';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { formatCardTime } from '../../../lib/format-time';
import { useMarkAllRead, useMarkRead, useNotifications } from '../api/notifications';

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
          {n.read ? null : <span className="sr-only"> (unread)</span>}
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
  if (list.isPending) return <p className="text-sm text-muted">Loading notifications…</p>;
  if (list.isError) return <Alert title="Could not load your notifications">{list.error.message}</Alert>;
  const items = list.data.pages.flatMap((p) => p.items);
  const unread = list.data.pages[0]?.unread ?? 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted">
          {unread ? `${unread} unread` : 'All caught up'}
        </p>
        <Button variant="secondary" size="sm" disabled={!unread || markAll.isPending} onClick={() => markAll.mutate()}>
          <CheckCheck aria-hidden="true" className="size-4" />
          Mark all read
        </Button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-muted">
          Nothing yet. When someone follows you, comments on or claps for your videos, you will see it here.
        </p>
      ) : (
        <ul aria-label="Notifications" className="flex flex-col gap-1">
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
          {list.isFetchingNextPage ? 'Loading…' : 'Show older notifications'}
        </Button>
      ) : null}
    </div>
  );
}
