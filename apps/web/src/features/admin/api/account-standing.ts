import type { AccountStanding, DecisionNote, StandingDecision, SuspendRequest } from '@promptreel/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export type StandingAction =
  | { kind: 'warn' | 'ban'; body: StandingDecision }
  | { kind: 'suspend'; body: SuspendRequest }
  | { kind: 'lift'; body: DecisionNote };

const standingKey = (userId: string) => [...adminKeys.all, 'standing', userId] as const;

/** GET /api/admin/users/:id/standing — whether a suspension or ban stands, and every decision. */
export function standingQueryOptions(userId: string) {
  return queryOptions({
    queryKey: standingKey(userId),
    queryFn: ({ signal }) =>
      apiRequest<AccountStanding>(`/api/admin/users/${encodeURIComponent(userId)}/standing`, { signal }),
  });
}

export function useAccountStanding(userId: string, enabled: boolean) {
  return useQuery({ ...standingQueryOptions(userId), enabled });
}

/**
 * POST /api/admin/users/:id/{warn,suspend,ban,lift}. A ban or a lift changes what every list shows
 * (the account's videos and comments), so everything cached is read again after one.
 */
export function useStandingAction(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: StandingAction) =>
      apiRequest<AccountStanding>(`/api/admin/users/${encodeURIComponent(userId)}/${action.kind}`, {
        method: 'POST',
        body: action.body,
      }),
    onSuccess: (standing) => {
      queryClient.setQueryData(standingKey(userId), standing);
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== 'admin' || q.queryKey[1] !== 'standing',
      });
    },
  });
}
