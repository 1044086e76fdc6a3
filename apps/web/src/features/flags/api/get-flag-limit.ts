import type { FlagLimit } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { flagKeys } from './keys';

/**
 * GET /api/flag-limit?video= (check_daily_flag_limit): flags sent today, how many are left, and
 * whether this viewer already reported the video. 401 for visitors.
 */
export function getFlagLimit(videoId: number, signal?: AbortSignal): Promise<FlagLimit> {
  return apiRequest<FlagLimit>(`/api/flag-limit?video=${videoId}`, { signal });
}

export function flagLimitQueryOptions(videoId: number) {
  return queryOptions({
    queryKey: flagKeys.limit(videoId),
    queryFn: ({ signal }) => getFlagLimit(videoId, signal),
    // Asked afresh each time the dialog opens: another tab may have used a report meanwhile.
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useFlagLimit(videoId: number) {
  return useQuery(flagLimitQueryOptions(videoId));
}
