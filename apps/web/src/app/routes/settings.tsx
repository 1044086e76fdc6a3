import { useCurrentUser } from '../../features/auth/api/get-me';
import { LoginRequired } from '../../features/auth/components/login-required';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageFallback } from '../layout/page-fallback';
import { PageHeader } from './page-header';

export function SettingsRoute() {
  useDocumentTitle('Settings');
  const user = useCurrentUser();
  return (
    <div>
      <PageHeader title="Settings" />
      {user === undefined ? (
        <PageFallback />
      ) : user === null ? (
        <LoginRequired message="Please log in to manage your settings." linkText="Log in" />
      ) : (
        // Edit Profile, Password, Social Profiles and Delete Account arrive with accounts.
        <p className="text-muted">Signed in as @{user.username}.</p>
      )}
    </div>
  );
}
