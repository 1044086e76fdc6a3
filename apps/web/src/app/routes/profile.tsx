import { NavLink, useParams } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
import { paths } from '../../config/paths';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Creator profile and follow lists. Until the profile API lands, they show who and where you are. */

function ProfileHeading({ username }: { username: string }) {
  return (
    <div className="mb-6 flex items-center gap-4">
      <Avatar src={null} username={username} size="lg" alt="" />
      <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words">@{username}</h1>
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

export function ProfileRoute() {
  const username = useParams().username ?? '';
  useDocumentTitle(`@${username}`);
  return (
    <div>
      <ProfileHeading username={username} />
      <FollowNav username={username} />
      <p className="text-muted">Uploads, claps and comments by @{username} will be listed here.</p>
    </div>
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
