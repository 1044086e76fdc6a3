import { LogIn } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonStyles } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** For screens a visitor cannot use: one sentence and the way to log in. */
export function LoginRequired({
  message,
  linkText = t('auth.goToLogin'),
  next,
}: {
  message: string;
  linkText?: string;
  /** Where to come back to after logging in. */
  next?: string;
}) {
  return (
    <StatusMessage
      icon={<LogIn aria-hidden="true" />}
      title={message}
      action={
        <Link to={paths.login.href(next)} className={buttonStyles()}>
          {linkText}
        </Link>
      }
    />
  );
}
