import { parseId, type VideoDetail } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { videoKeys } from './keys';

const PROCESSING_POLL_MS = 2000;

/** The route's id must be all digits (spec); anything else is a video that does not exist. */
export function parseVideoId(raw: string | undefined): number | null {
  return parseId(raw);
}

/** GET /api/videos/:id */
export function getVideo(id: number, signal?: AbortSignal): Promise<VideoDetail> {
  return apiRequest<VideoDetail>(`/api/videos/${id}`, { signal });
}

export function videoQueryOptions(id: number) {
  return queryOptions({
    queryKey: videoKeys.detail(id),
    queryFn: ({ signal }) => getVideo(id, signal),
    // The default retries once; a 404 will not change on a retry, so show 'Video not found' at once.
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.isClientError),
    // Its owner watches a new upload's processing end (a few seconds) without reloading.
    refetchInterval: (query) => (query.state.data?.processing ? PROCESSING_POLL_MS : false),
  });
}

/** Pass null for an id that cannot exist: nothing is requested. */
export function useVideo(id: number | null) {
  return useQuery({ ...videoQueryOptions(id ?? 0), enabled: id !== null });
}
