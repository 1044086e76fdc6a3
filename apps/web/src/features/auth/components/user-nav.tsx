import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../../components/link';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../api/get-me';
import { safeNextPath } from '../utils/safe-next-path';
import { t, withTexts } from '../../../lib/i18n';

// Visitors never see the account menu (Radix DropdownMenu, sign-out): its code comes only with a session.
const AccountMenu = lazy(withTexts(async () => ({ default: (await import('./account-menu')).AccountMenu })));

/** The header's account slot: avatar menu when signed in, 'Log in' (back here afterwards) when not. */
export function UserNav() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  // Reserve the space while we ask, so the header does not shift.
  const placeholder = <span aria-hidden="true" className="inline-block h-8 w-[4.25rem]" />;
  if (user === undefined) return placeholder;
  if (user)
    return (
      <Suspense fallback={placeholder}>
        <AccountMenu user={user} />
      </Suspense>
    );
  const next = safeNextPath(`${pathname}${search}`);
  return (
    <Link to={paths.login.href(next)} className={buttonStyles({ size: 'sm' })}>
      {t('auth.logIn')}
    </Link>
  );
}
