import type { AppealPage, AppealRequest } from '@promptreel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export const appealKeys = {
  page: (decisionId: number, key: string | null) => ['appeals', decisionId, key ?? ''] as const,
};

/** GET /api/appeals/:decision — 401 signed out without the notice's key; 404 none, or someone else's. */
export function appealPageQueryOptions(decisionId: number, key: string | null) {
  return queryOptions({
    queryKey: appealKeys.page(decisionId, key),
    queryFn: ({ signal }) =>
      apiRequest<AppealPage>(`/api/appeals/${decisionId}${key ? `?key=${encodeURIComponent(key)}` : ''}`, { signal }),
    retry: retryUnlessClientError,
  });
}

export function useAppealPage(decisionId: number, key: string | null) {
  return useQuery(appealPageQueryOptions(decisionId, key));
}

/** POST /api/appeals/:decision — 400 with the text's rule; 409 already appealed; 403 too late. */
export function useSendAppeal(decisionId: number, key: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AppealRequest) =>
      apiRequest<{ id: number; message: string }>(`/api/appeals/${decisionId}`, {
        method: 'POST',
        body: key ? { ...input, key } : input,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appealKeys.page(decisionId, key) }),
  });
}
