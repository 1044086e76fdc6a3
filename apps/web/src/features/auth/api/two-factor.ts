import type { TwoFactorSetup } from '@promptreel/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';
import { authKeys } from './keys';

/** Settings: the password turns it on and returns the app's secret and the backup codes (not yet on). */
export function useStartTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<TwoFactorSetup>('/api/auth/two-factor/enable', { method: 'POST', body: { password } }),
    retry: retryUnlessClientError,
  });
}

/**
 * Settings: the first code from the app proves it holds the secret; from then on log-ins ask for
 * one. Who-am-I is refreshed by the caller once the backup codes have been shown.
 */
export function useConfirmTwoFactor() {
  return useMutation({
    mutationFn: (code: string) =>
      apiSend('/api/auth/two-factor/verify-totp', { method: 'POST', body: { code: code.replace(/\s+/g, '') } }),
    retry: retryUnlessClientError,
  });
}

export function useTurnOffTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiSend('/api/auth/two-factor/disable', { method: 'POST', body: { password } }),
    retry: retryUnlessClientError,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me }),
  });
}

/** A new set of ten backup codes; the old ones stop working. */
export function useNewBackupCodes() {
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest<{ backupCodes: string[] }>('/api/auth/two-factor/generate-backup-codes', {
        method: 'POST',
        body: { password },
      }),
    retry: retryUnlessClientError,
  });
}
