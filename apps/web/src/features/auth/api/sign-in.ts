import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { clearViewerData, refreshMe } from './session-cache';

export interface SignInInput {
  email: string;
  password: string;
}

/** POST /api/auth/sign-in/email — sets the session cookie, or fails with the server's reason. */
export function signIn({ email, password }: SignInInput): Promise<void> {
  return apiSend('/api/auth/sign-in/email', { method: 'POST', body: { email: email.trim(), password } });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    retry: retryUnlessClientError,
    onSuccess: async () => {
      // Anything cached was fetched as a visitor (no isOwned, no clap state): fetch it again as the user.
      clearViewerData(queryClient);
      await refreshMe(queryClient);
    },
  });
}
