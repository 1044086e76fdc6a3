import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { adminKeys } from './keys';

/** The reports the action archived. */
export interface ReviewResponse {
  flagIds: number[];
}

/** POST /api/admin/videos/:id/dismiss — every pending report of the video dismissed; the video stays. */
/** A decision on a video's reports, with the moderator's optional written reason. */
export interface VideoDecision {
  videoId: number;
  reason?: string;
}

export function dismissReports({ videoId, reason }: VideoDecision): Promise<ReviewResponse> {
  return apiRequest<ReviewResponse>(`/api/admin/videos/${videoId}/dismiss`, { method: 'POST', body: { reason } });
}

/**
 * POST /api/admin/videos/:id/delete — the admin delete path: the video and its files go, its reports
 * are archived as deleted, the uploader is told by e-mail.
 */
export function deleteFlaggedVideo({ videoId, reason }: VideoDecision): Promise<ReviewResponse> {
  return apiRequest<ReviewResponse>(`/api/admin/videos/${videoId}/delete`, { method: 'POST', body: { reason } });
}

/** After either action both tabs' lists and counts, and the audit log, are read again. */
function useReview(action: (decision: VideoDecision) => Promise<ReviewResponse>) {
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
