import { useMutation } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-client';
import { ApiError, INVALID_RESPONSE_MESSAGE } from '../../../lib/api-error';
import { retryUnlessClientError } from '../../../lib/query-client';

/** The auth library's answer: the provider's authorization address to send the browser to. */
interface SocialSignInResponse {
  url: string;
}

/**
 * The address as the browser will be sent to it, only when it is an http(s) one: this is no shape
 * check of an answer but the guard of a navigation, which must never run a `javascript:` address.
 */
function providerAddress(url: unknown): string | null {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).href;
  } catch {
    return null;
  }
}

/**
 * POST /api/auth/sign-in/social — starts Google sign-in (OpenID Connect, offline access, consent).
 * Google sends the browser back to /auth/callback (with `welcome=1` the first time, to choose a
 * username), with `?error=` when it went wrong.
 */
export async function startGoogleSignIn(next?: string | null): Promise<string> {
  // Where to go once back is carried through Google in the callback address.
  const callbackURL =
    next && next !== '/' ? `${paths.authCallback.href()}?next=${encodeURIComponent(next)}` : undefined;
  // A first arrival comes back to the step that offers to change the suggested username.
  const welcome = `${paths.authCallback.href()}?welcome=1${next && next !== '/' ? `&next=${encodeURIComponent(next)}` : ''}`;
  const { url } = await apiRequest<SocialSignInResponse>('/api/auth/sign-in/social', {
    method: 'POST',
    body: {
      provider: 'google',
      callbackURL: callbackURL ?? paths.authCallback.href(),
      newUserCallbackURL: welcome,
      errorCallbackURL: paths.authCallback.href(),
    },
  });
  const address = providerAddress(url);
  // A 2xx answer carrying no usable address.
  if (address === null) throw new ApiError(200, 'invalid_response', INVALID_RESPONSE_MESSAGE);
  return address;
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
