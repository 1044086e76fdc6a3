import type { FeedResponse } from '@promptreel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const remixKeys = { of: (videoId: number) => ['remixes', videoId] as const };

/** GET /api/videos/:id/remixes: the newest first page, asked for only when the video has some. */
export function useRemixes(videoId: number, enabled: boolean) {
  return useQuery({
    queryKey: remixKeys.of(videoId),
    queryFn: ({ signal }) => apiRequest<FeedResponse>(`/api/videos/${videoId}/remixes`, { signal }),
    enabled,
  });
}
