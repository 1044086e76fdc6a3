import type { MeResponse } from '@promptreel/contract';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from './keys';

/**
 * Drops everything cached for the viewer who just left (isOwned, clapped, own profile…),
 * keeping only the answer to "who am I", which the caller refreshes or sets.
 */
export function clearViewerData(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
}

/** Asks the server again who the browser is signed in as, and waits for the answer. */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: authKeys.me });
}

/**
 * The signed-in account was deleted (here, in another tab, or on another device): the browser is
 * signed out at once. `useSessionWatch` sees `accountDeleted` and tells the user, once.
 * The server is then asked too, which ends the session's cookie for good.
 */
export function markAccountDeleted(queryClient: QueryClient): void {
  const current = queryClient.getQueryData<MeResponse>(authKeys.me);
  if (current?.accountDeleted && !current.user) return;
  queryClient.setQueryData<MeResponse>(authKeys.me, { user: null, accountDeleted: true });
  void refreshMe(queryClient);
}
