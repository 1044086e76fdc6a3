import type { FollowState } from '@promptreel/contract';
import { Users, UserX } from 'lucide-react';
import { LoadMore } from '../../../components/load-more';
import { QueryError } from '../../../components/query-error';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useFollowList } from '../api/get-follow-list';
import type { FollowListKind } from '../api/keys';
import { UserFollowCard } from './user-follow-card';

const EMPTY = {
  followers: 'follows.noFollowers',
  following: 'follows.noFollowing',
} as const satisfies Record<FollowListKind, MessageKey>;

/**
 * /u/{username}/followers or /following: cards with avatar, @username, bio and a follow toggle
 * ('Follow Back' on your own followers list for someone you do not follow), 20 at a time.
 */
export function FollowList({
  username,
  kind,
  viewerId,
  offerFollowBack = false,
  onFollowChange,
}: {
  username: string;
  kind: FollowListKind;
  /** undefined while unknown, null for a visitor. */
  viewerId: string | null | undefined;
  /** 'Follow Back' for people you do not follow yet, only on your own followers list. */
  offerFollowBack?: boolean;
  onFollowChange?: (state: FollowState) => void;
}) {
  const list = useFollowList(username, kind);
  const label = kind === 'followers' ? t('follows.followersOf', { username }) : t('follows.followedBy', { username });

  if (list.isPending) {
    return (
      <LoadingRows
        label={t('follows.loading')}
        count={4}
        className="divide-y divide-line"
        row={() => (
          <SkeletonRow
            lead="size-10 rounded-full"
            lines={['w-32', 'w-2/3']}
            end="h-10 w-28 rounded-full"
            className="items-center py-3"
          />
        )}
      />
    );
  }
  if (!list.data && isApiError(list.error) && list.error.isNotFound) {
    // Not a failure to retry: the account does not exist (or has just been deleted).
    return <StatusMessage icon={<UserX aria-hidden="true" />} title={t('follows.userNotFound')} />;
  }
  if (!list.data) {
    return (
      <QueryError
        query={list}
        title={kind === 'followers' ? t('follows.followersFailed') : t('follows.followingFailed')}
      />
    );
  }

  const users = list.data.pages.flatMap((page) => page.items);
  if (users.length === 0) return <StatusMessage icon={<Users aria-hidden="true" />} title={t(EMPTY[kind])} />;

  return (
    <>
      <ul aria-label={label} className="divide-y divide-line">
        {users.map((user) => (
          <li key={user.id}>
            <UserFollowCard
              user={user}
              viewerId={viewerId}
              offerFollowBack={offerFollowBack}
              onConfirmed={onFollowChange}
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
