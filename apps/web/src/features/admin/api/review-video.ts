import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { adminKeys } from './keys';

const reviewResponseSchema = z.object({ flagIds: z.array(z.int()) });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** POST /api/admin/videos/:id/dismiss — every pending report of the video dismissed; the video stays. */
export function dismissReports(videoId: number): Promise<ReviewResponse> {
  return apiRequest(`/api/admin/videos/${videoId}/dismiss`, reviewResponseSchema, { method: 'POST' });
}

/**
 * POST /api/admin/videos/:id/delete — the admin delete path: the video and its files go, its reports
 * are archived as deleted, the uploader is told by e-mail.
 */
export function deleteFlaggedVideo(videoId: number): Promise<ReviewResponse> {
  return apiRequest(`/api/admin/videos/${videoId}/delete`, reviewResponseSchema, { method: 'POST' });
}

/** After either action both tabs' lists and counts, and the audit log, are read again. */
function useReview(action: (videoId: number) => Promise<ReviewResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    retry: retryUnlessClientError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDismissReports() {
  return useReview(dismissReports);
}

export function useDeleteFlaggedVideo() {
  return useReview(deleteFlaggedVideo);
}
