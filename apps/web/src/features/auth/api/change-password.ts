import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/**
 * POST /api/auth/change-password — needs the current password; other sessions (other browsers)
 * are signed out, this one gets a fresh cookie.
 */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return apiSend('/api/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, retry: retryUnlessClientError });
}
