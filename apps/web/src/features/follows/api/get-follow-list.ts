import type { UserListResponse, UserSummary } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
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

/** Whether the viewer follows `username`, written into every cached follow list that shows them. */
export function patchFollowingInLists(queryClient: QueryClient, username: string, isFollowing: boolean): void {
  queryClient.setQueriesData<InfiniteData<UserListResponse>>({ queryKey: followKeys.all }, (data) => {
    if (!data?.pages) return data;
    const has = data.pages.some((page) => page.items.some((u) => u.username === username));
    if (!has) return data;
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((u: UserSummary) => (u.username === username ? { ...u, isFollowing } : u)),
      })),
    };
  });
}
