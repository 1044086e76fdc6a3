import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export interface ResetPasswordInput {
  token: string;
  newPassword: string;
  /** Removes every passkey of the account with the reset (someone else may have added one). */
  removePasskeys?: boolean;
}

/** POST /api/auth/reset-password — sets a new password with the e-mailed token (works once, expires). */
export function resetPassword(input: ResetPasswordInput): Promise<void> {
  return apiSend('/api/auth/reset-password', { method: 'POST', body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, retry: retryUnlessClientError });
}
