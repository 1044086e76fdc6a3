import type { UserSummary } from '@promptreel/contract';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { Avatar } from '../../../components/ui/avatar';
import { paths } from '../../../config/paths';

/** A person in a list: avatar, @username (linked to their profile), bio, and an action (the follow toggle). */
export function UserCard({
  user,
  action,
  note,
}: {
  user: Pick<UserSummary, 'username' | 'avatarUrl' | 'bio'>;
  action?: ReactNode;
  /** A short word after the name, e.g. 'Follows you'. */
  note?: ReactNode;
}) {
  return (
    <div className="flex items-center gap-3 py-3">
      <Link to={paths.profile.href(user.username)} tabIndex={-1} aria-hidden="true" className="shrink-0 rounded-full">
        <Avatar src={user.avatarUrl} username={user.username} size="md" alt="" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2">
          <Link to={paths.profile.href(user.username)} className="font-semibold break-all hover:underline">
            @{user.username}
          </Link>
          {note ? <span className="text-xs text-muted">{note}</span> : null}
        </p>
        {user.bio ? <p className="line-clamp-2 text-sm break-words text-muted">{user.bio}</p> : null}
      </div>
      {action ? <div className="shrink-0">{action}</div> : null}
    </div>
  );
}
