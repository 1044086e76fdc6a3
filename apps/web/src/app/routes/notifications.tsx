import { useSearchParams } from 'react-router';
import { Link } from '../../components/link';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { UnsubscribeScreen } from '../../features/notifications/components/unsubscribe-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

/** /notifications: what happened around the signed-in person's account, newest first. */
export function NotificationsRoute() {
  useDocumentTitle('Notifications');
  const user = useCurrentUser();
  return (
    <div className="mx-auto w-full max-w-2xl">
      <PageHeader
        title="Notifications"
        description={
          <>
            Follows, comments, claps and moderators' decisions.{' '}
            <Link
              to={paths.settings.href('notifications')}
              className="font-medium text-accent underline-offset-2 hover:underline"
            >
              E-mail settings
            </Link>
          </>
        }
      />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired
          message="Please log in to see your notifications."
          linkText="Log in"
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
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  return (
    <div>
      <PageHeader title="Unsubscribe" />
      <UnsubscribeScreen token={params.get('token')} />
    </div>
  );
}
