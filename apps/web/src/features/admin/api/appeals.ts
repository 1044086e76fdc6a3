import type { AdminAppealsResponse, AppealOutcome } from '@promptreel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { invalidateVideoQueries } from '../../../lib/video-cache-lists';
import { adminKeys } from './keys';

export type AppealListStatus = 'pending' | 'decided';

/** GET /api/admin/appeals?status= — pending oldest first, decided newest first; both counts. */
export function appealsQueryOptions(status: AppealListStatus) {
  return queryOptions({
    queryKey: adminKeys.appeals(status),
    queryFn: ({ signal }) => apiRequest<AdminAppealsResponse>(`/api/admin/appeals?status=${status}`, { signal }),
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useAppeals(status: AppealListStatus) {
  return useQuery(appealsQueryOptions(status));
}

/**
 * POST /api/admin/appeals/:id/decide — upheld, or overturned (the decision undone). Everything on
 * the desk is read again after: an overturn changes reports, the audit log and the counts; and the
 * videos cached elsewhere are read again when next shown (an overturn brings one back or takes a
 * label off).
 */
export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: AppealOutcome & { id: number }) =>
      apiRequest<{ message: string }>(`/api/admin/appeals/${id}/decide`, { method: 'POST', body: input }),
    onSettled: () => {
      void invalidateVideoQueries(queryClient);
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
