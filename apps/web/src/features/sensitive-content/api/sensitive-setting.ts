import type { SensitiveChoice, SensitiveSetting } from '@promptreel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/** Query keys of the sensitive-content feature. */
export const sensitiveKeys = {
  setting: ['sensitive-content', 'setting'] as const,
};

const PATH = '/api/me/sensitive-content';

/** GET /api/me/sensitive-content: what the signed-in viewer sees of sensitive videos. */
export function useSensitiveSetting() {
  return useQuery({
    queryKey: sensitiveKeys.setting,
    queryFn: ({ signal }) => apiRequest<SensitiveSetting>(PATH, { signal }),
  });
}

/** PUT /api/me/sensitive-content; the answer becomes the kept setting. */
export function useSaveSensitiveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: SensitiveChoice) => apiRequest<SensitiveSetting>(PATH, { method: 'PUT', body: { choice } }),
    retry: retryUnlessClientError,
    onSuccess: (saved) => queryClient.setQueryData(sensitiveKeys.setting, saved),
  });
}
