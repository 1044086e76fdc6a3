import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export interface SignUpInput {
  email: string;
  password: string;
  /** The public handle, chosen on the form (never made from the e-mail). */
  username: string;
}

/**
 * POST /api/auth/sign-up/email — creates the account with the chosen username (409 'That username
 * is taken') and e-mails a link to /auth/confirm. Nobody is signed in until that link is followed.
 */
export function signUp({ email, password, username }: SignUpInput): Promise<void> {
  const name = username.trim();
  return apiSend('/api/auth/sign-up/email', {
    method: 'POST',
    body: { email: email.trim(), password, name, username: name },
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp, retry: retryUnlessClientError });
}
