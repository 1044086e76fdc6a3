import type { PublicProfile } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { profileKeys } from './keys';

/** GET /api/profiles/:username — the public profile with counts and social links (404 'User not found'). */
export function getProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return apiRequest<PublicProfile>(`/api/profiles/${encodeURIComponent(username)}`, { signal });
}

export function profileQueryOptions(username: string) {
  return queryOptions({
    queryKey: profileKeys.public(username),
    queryFn: ({ signal }) => getProfile(username, signal),
    // An unknown user stays unknown: show 'User not found' at once.
    retry: retryUnlessClientError,
  });
}

export function useProfile(username: string) {
  return useQuery(profileQueryOptions(username));
}
