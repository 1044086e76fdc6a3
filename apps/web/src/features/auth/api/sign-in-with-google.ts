import { useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

/** The auth library's answer: the provider's authorization address to send the browser to. */
const socialSignInResponseSchema = z.object({ url: z.url({ protocol: /^https?$/ }) });

/**
 * POST /api/auth/sign-in/social — starts Google sign-in (OpenID Connect, offline access, consent).
 * Google sends the browser back to /auth/callback, with `?error=` when it went wrong.
 */
export async function startGoogleSignIn(next?: string | null): Promise<string> {
  // Where to go once back is carried through Google in the callback address.
  const callbackURL =
    next && next !== '/' ? `${paths.authCallback.href()}?next=${encodeURIComponent(next)}` : undefined;
  const { url } = await apiRequest('/api/auth/sign-in/social', socialSignInResponseSchema, {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: callbackURL ?? paths.authCallback.href(),
      errorCallbackURL: paths.authCallback.href(),
    },
  });
  return url;
}

export function useGoogleSignIn() {
  return useMutation({
    mutationFn: startGoogleSignIn,
    retry: retryUnlessClientError,
    onSuccess: (url) => {
      window.location.href = url;
    },
  });
}
