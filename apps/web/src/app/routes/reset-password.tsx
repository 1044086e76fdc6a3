import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** /reset and /reset-password: one screen (request a link, then — from the e-mailed link — set a new password). */
export function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(token ? 'Choose a new password' : 'Reset password');
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader
        title={token ? 'Choose a new password' : 'Reset password'}
        description={
          token
            ? 'Enter your new password twice. You will then log in with it.'
            : 'Enter the email you signed up with and we will send you a link to choose a new password.'
        }
      />
      <ResetPasswordScreen key={token ?? ''} token={token} />
    </div>
  );
}
