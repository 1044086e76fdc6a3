import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { richText } from '../../components/ui/rich-text';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { UnsubscribeScreen } from '../../features/notifications/components/unsubscribe-screen';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

/** /notifications: what happened around the signed-in person's account, newest first. */
export function NotificationsRoute() {
  useDocumentTitle(t('pages.notificationsTitle'));
  const user = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title={t('pages.notificationsTitle')}
        description={richText('pages.notificationsDescription', {
          link: (
            <Link
              to={paths.settings.href('notifications')}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              {t('pages.emailSettings')}
            </Link>
          ),
        })}
      />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired
          message={t('pages.notificationsLogIn')}
          linkText={t('pages.logIn')}
          next={paths.notifications.href()}
        />
      ) : (
        <NotificationList />
      )}
    </div>
  );
}

/** /unsubscribe?token=…: the page of an e-mail's unsubscribe link (no sign-in needed). */
export function UnsubscribeRoute() {
  useDocumentTitle(t('pages.unsubscribeTitle'));
  const [params] = useSearchParams();
  return (
    <div>
      <PageHeader title={t('pages.unsubscribeTitle')} />
      <UnsubscribeScreen token={params.get('token')} />
    </div>
  );
}
