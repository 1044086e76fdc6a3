import { Link, useLocation } from 'react-router';
import { buttonStyles } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../api/get-me';
import { safeNextPath } from '../utils/validation';
import { AccountMenu } from './account-menu';

/** The header's account slot: avatar menu when signed in, 'Log in' (back here afterwards) when not. */
export function UserNav() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  // Reserve the space while we ask, so the header does not shift.
  if (user === undefined) return <span aria-hidden="true" className="inline-block h-8 w-[4.25rem]" />;
  if (user) return <AccountMenu user={user} />;
  const next = safeNextPath(`${pathname}${search}`);
  return (
    <Link to={paths.login.href(next)} className={buttonStyles({ size: 'sm' })}>
      Log in
    </Link>
  );
}
