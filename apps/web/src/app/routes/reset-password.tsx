import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** /reset and /reset-password: one screen (request a link, then set a new password). */
export function ResetPasswordRoute() {
  useDocumentTitle('Reset password');
  return (
    <div>
      <PageHeader title="Reset password" />
      <p className="mb-4 text-muted">Password reset is not available yet.</p>
      <Link to={paths.login.href()} className="text-accent underline-offset-2 hover:underline">
        Back to Log in
      </Link>
    </div>
  );
}
