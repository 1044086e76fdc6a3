import type { VideoDetail } from '@promptreel/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { videoOwnerKeys } from './keys';

/** GET /api/videos/:id — the fields the edit dialog fills in (a feed card lacks the description). */
export function getEditableVideo(id: number, signal?: AbortSignal): Promise<VideoDetail> {
  return apiRequest<VideoDetail>(`/api/videos/${id}`, { signal });
}

export function useEditableVideo(id: number, enabled: boolean) {
  return useQuery({
    queryKey: videoOwnerKeys.editable(id),
    queryFn: ({ signal }) => getEditableVideo(id, signal),
    enabled,
    // Always the current text when the dialog opens.
    staleTime: 0,
    gcTime: 0,
  });
}
