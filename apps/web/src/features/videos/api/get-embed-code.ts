import type { OembedResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { absoluteUrl } from '../../../lib/clipboard';
import { paths } from '../../../config/paths';
import { videoKeys } from './keys';

/**
 * GET /oembed for the video's page: the embed code is the server's own oEmbed answer, so the
 * code a visitor copies here and the player a pasted link unfurls into are one and the same.
 */
export function getEmbed(videoId: number, signal?: AbortSignal): Promise<OembedResponse> {
  return apiRequest<OembedResponse>('/oembed', {
    query: { url: absoluteUrl(paths.video.href(videoId)), format: 'json' },
    signal,
  });
}

// Kept here rather than in keys.ts, which every first load carries.
const embedKey = (videoId: number) => [...videoKeys.all, 'embed', videoId] as const;

export function useEmbed(videoId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: embedKey(videoId),
      queryFn: ({ signal }) => getEmbed(videoId, signal),
      enabled,
      staleTime: 5 * 60_000,
    }),
  );
}
