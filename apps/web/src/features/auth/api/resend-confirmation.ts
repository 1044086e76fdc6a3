import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/**
 * POST /api/auth/send-verification-email — a new confirmation link to /auth/confirm. The answer is
 * the same whether the address has an unconfirmed account, a confirmed one or none; the server
 * limits how often it is asked and how many links one address receives.
 */
export function resendConfirmation(email: string): Promise<void> {
  return apiSend('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email: email.trim(), callbackURL: paths.authConfirm.href() },
  });
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation, retry: retryUnlessClientError });
}
