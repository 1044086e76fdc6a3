import type { UserListResponse } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { followKeys, type FollowListKind } from './keys';

/** GET /api/profiles/:username/followers | following — 20 a page, newest first. */
export function getFollowList(
  username: string,
  kind: FollowListKind,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<UserListResponse> {
  return apiRequest<UserListResponse>(`/api/profiles/${encodeURIComponent(username)}/${kind}`, {
    query: { cursor },
    signal,
  });
}

export function followListQueryOptions(username: string, kind: FollowListKind) {
  return infiniteQueryOptions({
    queryKey: followKeys.list(username, kind),
    queryFn: ({ pageParam, signal }) => getFollowList(username, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useFollowList(username: string, kind: FollowListKind) {
  return useInfiniteQuery(followListQueryOptions(username, kind));
}
