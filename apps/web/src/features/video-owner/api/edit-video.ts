import type { EditVideoRequest, VideoDetail } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { patchVideoInQueries } from '../../../lib/video-cache';

/** PATCH /api/videos/:id — owner only; an empty description or prompt is stored as nothing. */
export function editVideo(id: number, body: EditVideoRequest): Promise<VideoDetail> {
  return apiRequest<VideoDetail>(`/api/videos/${id}`, { method: 'PATCH', body });
}

/** Saves, then puts the saved fields into every cached copy of the video (page, feed, profile lists). */
export function useEditVideo(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditVideoRequest) => editVideo(id, body),
    retry: retryUnlessClientError,
    onSuccess: (saved) => patchVideoInQueries(queryClient, id, saved),
  });
}
