import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { nameFromEmail } from '../utils/validation';

export interface SignUpInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-up/email — creates the account and e-mails a link to /auth/confirm.
 * Nobody is signed in until that link is followed.
 */
export function signUp({ email, password }: SignUpInput): Promise<void> {
  return apiSend('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email: email.trim(), password, name: nameFromEmail(email) },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: retryUnlessClientError });
}
