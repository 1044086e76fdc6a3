import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import type { ReviewResponse } from './review-video';
import { adminKeys } from './keys';

/** A decision on a comment's or a profile's reports, by the target's id, with an optional reason. */
export type TargetDecision = (
  | { action: 'dismiss-comment'; commentId: number }
  | { action: 'remove-comment'; commentId: number }
  | { action: 'dismiss-profile'; profileId: string }
) & { reason?: string };

/**
 * POST /api/admin/comments/:id/dismiss (reports dismissed, the comment stays),
 * /api/admin/comments/:id/remove (removed by a moderator, reports archived) or
 * /api/admin/profiles/:id/dismiss.
 */
export function decideTarget(decision: TargetDecision): Promise<ReviewResponse> {
  const url =
    decision.action === 'dismiss-profile'
      ? `/api/admin/profiles/${encodeURIComponent(decision.profileId)}/dismiss`
      : `/api/admin/comments/${decision.commentId}/${decision.action === 'remove-comment' ? 'remove' : 'dismiss'}`;
  return apiRequest<ReviewResponse>(url, { method: 'POST', body: { reason: decision.reason } });
}

/** After a decision both tabs' lists and counts, and the audit log, are read again. */
export function useDecideTarget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideTarget,
    retry: retryUnlessClientError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
