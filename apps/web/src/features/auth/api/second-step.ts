import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { retryUnlessClientError } from '../../../lib/query-client';

export interface SecondStepInput {
  /** A code from the authenticator app, or one of the backup codes. */
  code: string;
  kind: 'app' | 'backup';
  /** Skip the code on this browser for 30 days. */
  trustDevice: boolean;
}

/**
 * The second step of a log-in: POST /api/auth/two-factor/verify-totp or verify-backup-code; the
 * session cookie is set by the answer, and `onSignedIn` refreshes what the page knows.
 */
export function useVerifySecondStep(onSignedIn: () => Promise<void>) {
  return useMutation({
    mutationFn: ({ code, kind, trustDevice }: SecondStepInput) =>
      apiSend(`/api/auth/two-factor/${kind === 'app' ? 'verify-totp' : 'verify-backup-code'}`, {
        method: 'POST',
        body: { code: code.replace(/\s+/g, ''), trustDevice },
      }),
    retry: retryUnlessClientError,
    onSuccess: onSignedIn,
  });
}
