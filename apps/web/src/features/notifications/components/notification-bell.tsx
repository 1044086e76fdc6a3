import { Bell } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonStyles } from '../../../components/ui/button';
import { Tooltip } from '../../../components/ui/tooltip';
import { useUnreadCount } from '../api/notifications';
import { t } from '../../../lib/i18n';

/** The header's bell: a link to the notifications page, its name saying how many are unread. */
export function NotificationBell({ href }: { href: string }) {
  const unread = useUnreadCount().data?.unread ?? 0;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <Tooltip label={t('notifications.title')} side="bottom">
      <Link
        to={href}
        aria-label={unread ? t('notifications.bellUnread', { count: unread }) : t('notifications.title')}
        className={buttonStyles({ variant: 'ghost', size: 'icon', className: 'relative' })}
      >
        <Bell aria-hidden="true" className="size-5" />
        {unread ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-primary px-1 text-center text-[0.6875rem] leading-5 font-semibold text-on-primary"
          >
            {shown}
          </span>
        ) : null}
      </Link>
    </Tooltip>
  );
}
