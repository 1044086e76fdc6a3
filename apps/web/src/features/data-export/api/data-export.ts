import type { DataExportStatus } from '@promptreel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

const dataExportKeys = { status: ['data-export', 'status'] as const };

/** GET /api/me/data-export — the newest 'Download your data' request. */
export function useDataExportStatus() {
  return useQuery({
    queryKey: dataExportKeys.status,
    queryFn: ({ signal }) => apiRequest<DataExportStatus>('/api/me/data-export', { signal }),
    // While the job works, look again now and then: the status turns 'ready' when the e-mail goes.
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 5000 : false),
  });
}

/** POST /api/me/data-export — asks for a ZIP (once a day); the answer is the new status. */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<DataExportStatus>('/api/me/data-export', { method: 'POST' }),
    retry: retryUnlessClientError,
    onSuccess: (status) => queryClient.setQueryData(dataExportKeys.status, status),
  });
}

/** Where the e-mailed link's ZIP is downloaded from. */
export const dataExportDownloadUrl = (token: string) => `/api/me/data-export/${encodeURIComponent(token)}`;
