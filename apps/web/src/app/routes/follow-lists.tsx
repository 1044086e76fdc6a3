import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link, NavLink } from '../../components/link';
import { Avatar } from '../../components/ui/avatar';
import { paths } from '../../config/paths';
import { useCurrentUser } from '../../features/auth/api/get-me';
import type { FollowListKind } from '../../features/follows/api/keys';
import { FollowList } from '../../features/follows/components/follow-list';
import { useProfile } from '../../features/profiles/api/get-profile';
import { UserNotFound } from '../../features/profiles/components/user-not-found';
import { isApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { afterFollowChange } from '../follow-wiring';

function ProfileHeading({ username }: { username: string }) {
  const profile = useProfile(username);
  return (
    <div className="mb-6 flex items-center gap-4">
      <Avatar src={profile.data?.avatarUrl} username={username} size="lg" alt="" />
      <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">
        <Link to={paths.profile.href(username)} className="underline-offset-2 hover:underline">
          @{username}
        </Link>
      </h1>
    </div>
  );
}

function FollowNav({ username }: { username: string }) {
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium',
      isActive ? 'bg-subtle text-fg' : 'text-muted hover:text-fg',
    );
  return (
    <nav aria-label={t('pages.connections')} className="mb-2 flex gap-1">
      <NavLink to={paths.followers.href(username)} className={linkClass}>
        {t('pages.followers')}
      </NavLink>
      <NavLink to={paths.following.href(username)} className={linkClass}>
        {t('pages.following')}
      </NavLink>
    </nav>
  );
}

/** /u/{username}/followers and /following: the profile's follow lists. */
function FollowListPage({ kind }: { kind: FollowListKind }) {
  const username = useParams().username ?? '';
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const heading = kind === 'followers' ? t('pages.followers') : t('pages.following');
  // The lists belong to a profile: an unknown one is the profile's own 'User not found'.
  const profile = useProfile(username);
  const notFound = isApiError(profile.error) && profile.error.isNotFound;
  useDocumentTitle(
    notFound
      ? t('pages.userNotFound')
      : kind === 'followers'
        ? t('pages.followersOf', { username })
        : t('pages.followingOf', { username }),
  );
  if (notFound) {
    return <UserNotFound username={username} />;
  }
  return (
    <div>
      <ProfileHeading username={username} />
      <FollowNav username={username} />
      <h2 className="sr-only">{heading}</h2>
      <FollowList
        key={`${username}/${kind}`}
        username={username}
        kind={kind}
        viewerId={user === undefined ? undefined : (user?.id ?? null)}
        offerFollowBack={kind === 'followers' && user?.username.toLowerCase() === username.toLowerCase()}
        onFollowChange={(state) => afterFollowChange(queryClient, state)}
      />
    </div>
  );
}

export function FollowersRoute() {
  return <FollowListPage kind="followers" />;
}

export function FollowingRoute() {
  return <FollowListPage kind="following" />;
}
