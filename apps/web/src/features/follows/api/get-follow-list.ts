import type { UserListResponse } from '@promptreel/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { profilePagesQueryOptions } from '../../../lib/profile-pages-query';
import { followKeys, type FollowListKind } from './keys';

/** GET /api/profiles/:username/followers | following — 20 a page, newest first. */
export function followListQueryOptions(username: string, kind: FollowListKind) {
  return profilePagesQueryOptions<UserListResponse>(followKeys.list(username, kind), username, kind);
}

export function useFollowList(username: string, kind: FollowListKind) {
  return useInfiniteQuery(followListQueryOptions(username, kind));
}
