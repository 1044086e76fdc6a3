import type { SignInResponse } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { afterSignIn } from './signed-in';

export interface SignInInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/sign-in/email — sets the session cookie, or fails with the server's reason; with
 * two-factor on, no session yet but `twoFactorRedirect`: a code is wanted first.
 */
export function signIn({ email, password }: SignInInput): Promise<SignInResponse> {
  return apiRequest<SignInResponse>('/api/auth/sign-in/email', {
    method: 'POST',
    body: { email: email.trim(), password },
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    retry: retryUnlessClientError,
    onSuccess: async (answer) => {
      // With two-factor on there is no session yet: the code comes first.
      if (!answer.twoFactorRedirect) await afterSignIn(queryClient);
    },
  });
}
