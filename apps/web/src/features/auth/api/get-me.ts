import type { MeResponse, SessionUser } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './keys';

/** GET /api/me — who the browser is signed in as ({ user: null } for a visitor). */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return apiRequest<MeResponse>('/api/me', { signal });
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: authKeys.me,
    queryFn: ({ signal }) => getMe(signal),
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}

/**
 * The signed-in user: undefined while unknown, null for a visitor.
 * A failed lookup counts as signed out, so the page still works for browsing.
 */
export function useCurrentUser(): SessionUser | null | undefined {
  const { data, isPending, isError } = useMe();
  if (isPending) return undefined;
  if (isError) return null;
  return data.user;
}
