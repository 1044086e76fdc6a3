import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { refreshMe } from './session-cache';

/**
 * PATCH /api/profile with the username chosen on a Google sign-in's first arrival (409 'That
 * username is taken'); a new account has no location or bio to keep.
 */
export function chooseUsername(username: string): Promise<void> {
  return apiSend('/api/profile', { method: 'PATCH', body: { username: username.trim() } });
}

export function useChooseUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseUsername,
    retry: retryUnlessClientError,
    onSuccess: () => refreshMe(queryClient),
  });
}
