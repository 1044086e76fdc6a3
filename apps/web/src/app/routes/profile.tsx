import { RotateCw, UserX } from 'lucide-react';
import { Link, NavLink, useParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { Button, buttonStyles } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { paths } from '../../config/paths';
import { useProfile } from '../../features/profiles/api/get-profile';
import { ProfileHeader } from '../../features/profiles/components/profile-header';
import { ProfileHeaderSkeleton } from '../../features/profiles/components/profile-header-skeleton';
import { ProfileTabs } from '../../features/profiles/components/profile-tabs';
import { isApiError } from '../../lib/api-error';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /u/{username}: the creator profile (spec section 2). Follow arrives with the follows work. */
export function ProfileRoute() {
  const username = useParams().username ?? '';
  const profile = useProfile(username);
  const notFound = isApiError(profile.error) && profile.error.isNotFound;
  useDocumentTitle(notFound ? 'User not found' : `@${profile.data?.username ?? username}`);

  if (notFound) {
    return (
      <StatusMessage
        headingLevel={1}
        icon={<UserX aria-hidden="true" />}
        title="User not found"
        description={`There is no creator called @${username} on Promptreel.`}
        action={
          <Link to={paths.home.href()} className={buttonStyles({ variant: 'secondary' })}>
            Return to Home
          </Link>
        }
      />
    );
  }
  if (profile.isError) {
    return (
      <StatusMessage
        tone="error"
        headingLevel={1}
        title="Failed to load profile"
        description={profile.error.message}
        action={
          <Button variant="secondary" onClick={() => void profile.refetch()} disabled={profile.isFetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        }
      />
    );
  }
  if (!profile.data) return <ProfileHeaderSkeleton />;

  return (
    <div className="flex flex-col gap-8">
      <ProfileHeader profile={profile.data} />
      <ProfileTabs username={profile.data.username} />
    </div>
  );
}

/* Follow lists: the cards and follow toggles arrive with the follows work; the header is real now. */

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
    <nav aria-label="Connections" className="mb-4 flex gap-1">
      <NavLink to={paths.followers.href(username)} className={linkClass}>
        Followers
      </NavLink>
      <NavLink to={paths.following.href(username)} className={linkClass}>
        Following
      </NavLink>
    </nav>
  );
}

function FollowList({ kind }: { kind: 'followers' | 'following' }) {
  const username = useParams().username ?? '';
  const heading = kind === 'followers' ? 'Followers' : 'Following';
  useDocumentTitle(kind === 'followers' ? `Followers of @${username}` : `@${username} is following`);
  return (
    <div>
      <ProfileHeading username={username} />
      <FollowNav username={username} />
      <h2 className="mb-2 text-lg font-semibold">{heading}</h2>
      <p className="text-muted">
        {kind === 'followers'
          ? `People who follow @${username} will be listed here.`
          : `People @${username} follows will be listed here.`}
      </p>
    </div>
  );
}

export function FollowersRoute() {
  return <FollowList kind="followers" />;
}

export function FollowingRoute() {
  return <FollowList kind="following" />;
}
