import { apiRequest } from '../../../lib/api-client';
import { browserRefusal, webauthn } from './passkeys';

type AuthenticationOptions = Parameters<Awaited<ReturnType<typeof webauthn>>['startAuthentication']>[0]['optionsJSON'];

/**
 * Logging in with a passkey: the browser offers the passkeys it holds for this site and signs the
 * server's challenge; the answer sets the session cookie. Loaded only when the button is pressed.
 */
export async function signInWithPasskey(): Promise<void> {
  const options = await apiRequest<AuthenticationOptions>('/api/auth/passkey/generate-authenticate-options');
  const { startAuthentication } = await webauthn();
  const response = await startAuthentication({ optionsJSON: options }).catch((e: unknown) => {
    throw browserRefusal(e);
  });
  await apiRequest('/api/auth/passkey/verify-authentication', { method: 'POST', body: { response } });
}
