import type { ProfileCommentsResponse } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys } from './keys';

/** GET /api/profiles/:username/comments — a profile's comments (newest first) with their videos. */
export function getProfileComments(
  username: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProfileCommentsResponse> {
  return apiRequest<ProfileCommentsResponse>(`/api/profiles/${encodeURIComponent(username)}/comments`, {
    query: { cursor },
    signal,
  });
}

export function profileCommentsQueryOptions(username: string) {
  return infiniteQueryOptions({
    queryKey: commentKeys.profile(username),
    queryFn: ({ pageParam, signal }) => getProfileComments(username, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProfileComments(username: string) {
  return useInfiniteQuery(profileCommentsQueryOptions(username));
}
