import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** /login, also served at /auth/callback and /auth/confirm. The real forms arrive with accounts. */
export function LoginRoute() {
  useDocumentTitle('Log in');
  return (
    <div>
      <PageHeader title="Log in" />
      <div className="flex flex-col items-start gap-4">
        <p className="text-muted">
          Logging in is not available yet. You can still browse, watch and search videos without an account.
        </p>
        <Link to={paths.home.href()} className={buttonStyles()}>
          Browse videos
        </Link>
        <Link to={paths.reset.href()} className="text-sm text-accent underline-offset-2 hover:underline">
          Forgot your password?
        </Link>
      </div>
    </div>
  );
}
