import type { AuthOptions } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth-options — which sign-in methods the server offers (Google or not). */
export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return apiRequest<AuthOptions>('/api/auth-options', { signal });
}

export function authOptionsQueryOptions() {
  return queryOptions({
    queryKey: authKeys.options,
    queryFn: ({ signal }) => getAuthOptions(signal),
    // Server configuration: it does not change while the page is open.
    staleTime: Infinity,
  });
}

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}
