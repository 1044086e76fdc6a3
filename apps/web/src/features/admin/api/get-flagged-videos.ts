import type { AdminFlagsResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { adminKeys, type FlagListStatus } from './keys';

/**
 * GET /api/admin/flags?status=pending|archived — reports grouped by video (newest first) and the
 * counts of both tabs. Non-admins get 401/403 'Access Denied'.
 */
export function getFlaggedVideos(status: FlagListStatus, signal?: AbortSignal): Promise<AdminFlagsResponse> {
  return apiRequest<AdminFlagsResponse>('/api/admin/flags', { query: { status }, signal });
}

export function flaggedVideosQueryOptions(status: FlagListStatus) {
  return queryOptions({
    queryKey: adminKeys.flags(status),
    queryFn: ({ signal }) => getFlaggedVideos(status, signal),
    // New reports arrive while the desk is open: read again whenever a tab is shown.
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useFlaggedVideos(status: FlagListStatus) {
  return useQuery(flaggedVideosQueryOptions(status));
}
