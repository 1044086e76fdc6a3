import type { FeedResponse } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { videoKeys } from './keys';

/** A profile's Uploads tab (newest first) or Claps tab (the videos they clapped, latest clap first). */
export type ProfileVideosKind = 'uploads' | 'claps';

const ENDPOINT: Record<ProfileVideosKind, string> = { uploads: 'videos', claps: 'claps' };

/** GET /api/profiles/:username/videos | claps — one page of cards. */
export function getProfileVideos(
  username: string,
  kind: ProfileVideosKind,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<FeedResponse> {
  return apiRequest<FeedResponse>(`/api/profiles/${encodeURIComponent(username)}/${ENDPOINT[kind]}`, {
    query: { cursor },
    signal,
  });
}

export function profileVideosQueryOptions(username: string, kind: ProfileVideosKind) {
  return infiniteQueryOptions({
    queryKey: videoKeys.profile(username, kind),
    queryFn: ({ pageParam, signal }) => getProfileVideos(username, kind, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useProfileVideos(username: string, kind: ProfileVideosKind) {
  return useInfiniteQuery(profileVideosQueryOptions(username, kind));
}
