import { deleteAccountRequestSchema } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { markAccountDeleted } from './session-cache';

/** DELETE /api/account — anonymises the profile and removes the sign-in methods (204). */
export function deleteAccount(confirm: string): Promise<void> {
  return apiSend('/api/account', { method: 'DELETE', body: deleteAccountRequestSchema.parse({ confirm }) });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    retry: retryUnlessClientError,
    // Signed out here and now; the session watch says so and goes home.
    onSuccess: () => markAccountDeleted(queryClient),
  });
}
