import type { MeResponse, SessionUser } from '@promptreel/contract';
import { hashKey, queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
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
 *
 * Read from the cache, not through a query observer of its own: every card asks (its actions, its
 * clap), and an observer each was ~10 ms of a phone's first load. The root layout's useMe keeps
 * the answer fetched and fresh; one asked for before anything fetched it is fetched here.
 */
export function useCurrentUser(): SessionUser | null | undefined {
  const state = useMeState();
  if (!state || state.status === 'pending') return undefined;
  if (state.status === 'error') return null;
  return state.data!.user;
}

/** The last answer to "who am I" (kept through a failed refetch), read as useCurrentUser reads. */
export function useMeAnswer(): MeResponse | undefined {
  return useMeState()?.data;
}

function useMeState() {
  const client = useQueryClient();
  const subscribe = useCallback((onChange: () => void) => watchMe(client, onChange), [client]);
  // By the query's hash, worked out once: getQueryState would hash the key on every read.
  const read = () => client.getQueryCache().get<MeResponse>(ME_HASH)?.state;
  const state = useSyncExternalStore(subscribe, read, read);
  const unasked = !state || (state.status === 'pending' && state.fetchStatus === 'idle');
  useEffect(() => {
    if (unasked) void client.prefetchQuery(meQueryOptions());
  }, [client, unasked]);
  return state;
}

const ME_HASH = hashKey(authKeys.me);

function watchMe(client: QueryClient, onChange: () => void) {
  return client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === ME_HASH) onChange();
  });
}
