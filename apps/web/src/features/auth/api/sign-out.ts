import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { authKeys } from './keys';

/** POST /api/auth/sign-out — ends the session cookie. */
export function signOut(): Promise<void> {
  return apiSend('/api/auth/sign-out', { method: 'POST', body: {} });
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      // Everything cached may hold per-viewer data (isOwned, clapped…): drop it, then ask who we are.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.me[0] });
      await queryClient.invalidateQueries({ queryKey: authKeys.me });
    },
  });
}
