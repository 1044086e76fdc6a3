import type { CommentsResponse } from '@promptreel/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { commentKeys } from './keys';

/** The comments refresh every 30 s, besides the realtime nudges. */
export const COMMENTS_REFRESH_MS = 30_000;

/** GET /api/videos/:id/comments — newest first, 50 a page, with the total. */
export function getComments(videoId: number, cursor: string | null, signal?: AbortSignal): Promise<CommentsResponse> {
  return apiRequest<CommentsResponse>(`/api/videos/${videoId}/comments`, { query: { cursor }, signal });
}

export function commentsQueryOptions(videoId: number) {
  return infiniteQueryOptions({
    queryKey: commentKeys.video(videoId),
    queryFn: ({ pageParam, signal }) => getComments(videoId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    refetchInterval: COMMENTS_REFRESH_MS,
    // Realtime events keep it current; a refetch is what an event asks for.
    staleTime: 0,
  });
}

export function useComments(videoId: number) {
  return useInfiniteQuery(commentsQueryOptions(videoId));
}
