import type { FeedResponse } from '@promptreel/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const remixKeys = { of: (videoId: number) => ['remixes', videoId] as const };

/** GET /api/videos/:id/remixes: newest first, a page at a time; asked for only when the video has some. */
export function useRemixes(videoId: number, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: remixKeys.of(videoId),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<FeedResponse>(`/api/videos/${videoId}/remixes`, { query: { cursor: pageParam }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    enabled,
  });
}
