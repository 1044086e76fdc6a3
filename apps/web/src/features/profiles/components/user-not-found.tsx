import { UserX } from 'lucide-react';
import { Link } from '../../../components/link';
import { buttonStyles } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { BRAND } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';

/** The screen for an unknown creator: the profile page and its follow lists show the same one. */
export function UserNotFound({ username }: { username: string }) {
  return (
    <StatusMessage
      headingLevel={1}
      icon={<UserX aria-hidden="true" />}
      title={t('profiles.userNotFound')}
      description={t('profiles.userNotFoundDetail', { username, brand: BRAND })}
      action={
        <Link to={paths.home.href()} className={buttonStyles({ variant: 'secondary' })}>
          {t('profiles.returnHome')}
        </Link>
      }
    />
  );
}
