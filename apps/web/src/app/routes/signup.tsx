import { Link } from '../../components/link';
import { paths } from '../../config/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

const link = 'text-accent underline underline-offset-2 hover:no-underline';

/** The stub sign-up page of the spec. */
export function SignupRoute() {
  useDocumentTitle('Sign up');
  return (
    <div>
      <PageHeader title="Sign up coming soon" />
      <p className="text-muted">
        Already have an account?{' '}
        <Link to={paths.login.href()} className={link}>
          Log in
        </Link>
        . Meanwhile, read our{' '}
        <Link to={paths.guidelines.href()} className={link}>
          Community Guidelines
        </Link>
        .
      </p>
    </div>
  );
}
