import type { HiddenAccountsResponse } from '@promptreel/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { blockKeys, type HiddenKind } from './keys';

/** GET /api/me/blocks | /api/me/mutes — the people the viewer blocked or muted, newest first. */
export function getHiddenAccounts(kind: HiddenKind, signal?: AbortSignal): Promise<HiddenAccountsResponse> {
  return apiRequest<HiddenAccountsResponse>(`/api/me/${kind}`, { signal });
}

export function hiddenAccountsQueryOptions(kind: HiddenKind) {
  return queryOptions({
    queryKey: blockKeys.list(kind),
    queryFn: ({ signal }) => getHiddenAccounts(kind, signal),
  });
}

export function useHiddenAccounts(kind: HiddenKind) {
  return useQuery(hiddenAccountsQueryOptions(kind));
}
