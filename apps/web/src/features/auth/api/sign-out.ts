import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { clearViewerData, refreshMe } from './session-cache';

/** POST /api/auth/sign-out — ends the session cookie. */
export function signOut(): Promise<void> {
  return apiSend('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    retry: retryUnlessClientError,
    onSuccess: async () => {
      // Everything cached may hold per-viewer data (isOwned, clapped…): drop it, then ask who we are.
      clearViewerData(queryClient);
      await refreshMe(queryClient);
    },
  });
}
