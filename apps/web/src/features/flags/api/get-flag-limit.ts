import type { FlagLimit } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { flagKeys } from './keys';

/** GET /api/flag-limit (check_daily_flag_limit): flags sent today and how many are left. 401 for visitors. */
export function getFlagLimit(signal?: AbortSignal): Promise<FlagLimit> {
  return apiRequest<FlagLimit>('/api/flag-limit', { signal });
}

export function flagLimitQueryOptions() {
  return queryOptions({
    queryKey: flagKeys.limit(),
    queryFn: ({ signal }) => getFlagLimit(signal),
    // Asked afresh each time the dialog opens: another tab may have used a report meanwhile.
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useFlagLimit() {
  return useQuery(flagLimitQueryOptions());
}
