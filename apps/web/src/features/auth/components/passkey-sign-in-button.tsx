import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Fingerprint } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { afterSignIn } from '../api/signed-in';
import { t, withTexts } from '../../../lib/i18n';

/**
 * 'Continue with a passkey': the browser offers the passkeys it holds for Promptreel. The WebAuthn
 * code is fetched when the button is pressed, so the login page carries none of it. Browsers
 * without WebAuthn show no button. Named like 'Continue with Google': a name holding 'Log in' would
 * also be found by a search for the form's own 'Log in' button.
 */
export function PasskeySignInButton({ onError }: { onError: (message: string) => void }) {
  const queryClient = useQueryClient();
  const signIn = useMutation({
    mutationFn: async () => (await withTexts(() => import('../api/passkey-sign-in'))()).signInWithPasskey(),
    onSuccess: () => afterSignIn(queryClient),
  });
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;
  return (
    <Button
      variant="outline"
      className="w-full"
      disabled={signIn.isPending}
      onClick={() => signIn.mutate(undefined, { onError: (e) => onError(e.message) })}
    >
      <Fingerprint aria-hidden="true" className="size-5" />
      {signIn.isPending ? t('auth.waitingForPasskey') : t('auth.continueWithPasskey')}
    </Button>
  );
}
