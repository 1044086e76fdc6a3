import type { SessionUser } from '@promptreel/contract';
import { ChartLine, LogOut, Settings, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { Avatar } from '../../../components/ui/avatar';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useSignOut } from '../api/sign-out';

export function AccountMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const toast = useToast();
  const navigate = useNavigate();

  return (
    <Menu modal={false}>
      <Tooltip label={t('auth.accountMenu')} side="bottom">
        <MenuTrigger
          // Without a picture the avatar draws the username's first letters as part of the picture
          // (not text: components/ui/avatar.tsx); the name says whose account this is.
          aria-label={t('auth.accountMenuFor', { username: user.username })}
          className="inline-flex size-10 items-center justify-center rounded-full hover:bg-subtle"
        >
          <Avatar src={user.avatarUrl} username={user.username} alt="" />
        </MenuTrigger>
      </Tooltip>
      <MenuContent>
        <MenuLabel>@{user.username}</MenuLabel>
        <MenuSeparator />
        {/* The session's own flag: the server still checks the role on every desk request. */}
        {user.isAdmin ? (
          <MenuItem asChild>
            <Link to={paths.admin.href()}>
              <ShieldCheck aria-hidden="true" />
              {t('auth.admin')}
            </Link>
          </MenuItem>
        ) : null}
        {/* Where a creator finds their own videos' figures. */}
        <MenuItem asChild>
          <Link to={paths.studio.href()}>
            <ChartLine aria-hidden="true" />
            {t('auth.studio')}
          </Link>
        </MenuItem>
        <MenuItem asChild>
          <Link to={paths.settings.href()}>
            <Settings aria-hidden="true" />
            {t('auth.settings')}
          </Link>
        </MenuItem>
        <MenuItem
          disabled={signOut.isPending}
          onSelect={() =>
            signOut.mutate(undefined, {
              onSuccess: () => navigate(paths.home.href()),
              onError: (error) =>
                toast({ title: t('auth.signOutFailed'), description: error.message, variant: 'error' }),
            })
          }
        >
          <LogOut aria-hidden="true" />
          {t('auth.signOut')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
