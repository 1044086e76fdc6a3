import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/**
 * POST /api/auth/request-password-reset — e-mails a link to /reset-password?token=. The answer is
 * the same whether or not the address has an account (or only a Google sign-in).
 */
export function requestPasswordReset(email: string): Promise<void> {
  return apiSend('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email: email.trim(), redirectTo: paths.resetPassword.href() },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, retry: retryUnlessClientError });
}
