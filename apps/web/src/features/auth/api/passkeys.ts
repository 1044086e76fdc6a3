import type { Passkey } from '@promptreel/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { retryUnlessClientError } from '../../../lib/query-client';

const passkeyKeys = { list: ['auth', 'passkeys'] as const };

/** Whether this browser can make and use passkeys at all. */
export const passkeysSupported = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** The browser's own refusal (cancelled, timed out, no authenticator) in words; the server's pass through. */
export function browserRefusal(error: unknown): Error {
  if (error instanceof ApiError) return error;
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return new Error(t('auth.passkeyCancelled'));
  if (name === 'InvalidStateError') return new Error(t('auth.passkeyAlreadyOnDevice'));
  return new Error(t('auth.passkeyBrowserFailed'));
}

/** The library that speaks WebAuthn to the browser, loaded only when a passkey is used. */
export const webauthn = () => import('@simplewebauthn/browser');

export function usePasskeys() {
  return useQuery({
    queryKey: passkeyKeys.list,
    queryFn: ({ signal }) => apiRequest<Passkey[]>('/api/auth/passkey/list-user-passkeys', { signal }),
  });
}

/**
 * Asks the server for a challenge, lets the browser make a key pair for it, and registers the
 * public key with the account's password (asked again: a session alone adds no way in).
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password }: { name: string; password?: string }) => {
      const options = await apiRequest<
        Parameters<Awaited<ReturnType<typeof webauthn>>['startRegistration']>[0]['optionsJSON']
      >('/api/auth/passkey/generate-register-options', { method: 'POST', body: { password } });
      const { startRegistration } = await webauthn();
      const response = await startRegistration({ optionsJSON: options }).catch((e: unknown) => {
        throw browserRefusal(e);
      });
      return apiRequest<Passkey>('/api/auth/passkey/verify-registration', {
        method: 'POST',
        body: { response, name: name.trim() || undefined },
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ status: boolean }>('/api/auth/passkey/delete-passkey', { method: 'POST', body: { id } }),
    retry: retryUnlessClientError,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeyKeys.list }),
  });
}
