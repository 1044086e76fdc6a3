import type { OwnProfile } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { profileKeys } from './keys';

/** GET /api/profile — the signed-in user's editable profile. */
export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return apiRequest<OwnProfile>('/api/profile', { signal });
}

export function ownProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.own(),
    queryFn: ({ signal }) => getOwnProfile(signal),
    retry: retryUnlessClientError,
  });
}

export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions());
}
