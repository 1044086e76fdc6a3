import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHeader } from './page-header';

/** /reset and /reset-password: one screen (request a link, then — from the e-mailed link — set a new password). */
export function ResetPasswordRoute() {
  const token = useSearchParams()[0].get('token');
  useDocumentTitle(token ? t('pages.chooseNewPassword') : t('pages.resetPassword'));
  return (
    <div className="mx-auto w-full max-w-md">
      <PageHeader
        title={token ? t('pages.chooseNewPassword') : t('pages.resetPassword')}
        description={token ? t('pages.chooseNewPasswordDescription') : t('pages.resetPasswordDescription')}
      />
      <ResetPasswordScreen key={token ?? ''} token={token} />
    </div>
  );
}
