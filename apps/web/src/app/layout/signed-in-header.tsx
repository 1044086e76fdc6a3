import { paths } from '../../config/paths';
import { NotificationBell } from '../../features/notifications/components/notification-bell';

/** What the header adds for a signed-in person (its own chunk: visitors never load it). */
export function SignedInHeader() {
  return <NotificationBell href={paths.notifications.href()} />;
}
