import type { FlagLimit } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { flagLimitQuery, type FlagTarget } from '../utils/flag-target';
import { flagKeys } from './keys';

/**
 * GET /api/flag-limit?video= (or ?comment=, ?profile=; check_daily_flag_limit): flags sent today,
 * how many are left, and whether this viewer already reported the target. 401 for visitors.
 */
export function getFlagLimit(target: FlagTarget, signal?: AbortSignal): Promise<FlagLimit> {
  return apiRequest<FlagLimit>('/api/flag-limit', { query: flagLimitQuery(target), signal });
}

export function flagLimitQueryOptions(target: FlagTarget) {
  return queryOptions({
    queryKey: flagKeys.limit(target),
    queryFn: ({ signal }) => getFlagLimit(target, signal),
    // Asked afresh each time the dialog opens: another tab may have used a report meanwhile.
    staleTime: 0,
    retry: retryUnlessClientError,
  });
}

export function useFlagLimit(target: FlagTarget) {
  return useQuery(flagLimitQueryOptions(target));
}
