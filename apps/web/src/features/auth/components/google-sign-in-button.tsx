import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useAuthOptions } from '../api/get-auth-options';
import { useGoogleSignIn } from '../api/sign-in-with-google';
import { t } from '../../../lib/i18n';

/** After a click the button comes back after 1 s (2 s on mobile). */
const REENABLE_MS = { desktop: 1000, mobile: 2000 } as const;

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-[18px]">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.6-4.9h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.4 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.9l4-3.1Z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.4 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8Z" />
    </svg>
  );
}

/**
 * 'Continue with Google' (OpenID Connect). Disabled, with the reason under it, when the server has
 * no Google sign-in configured. `onError` receives the reason when the start request fails.
 */
export function GoogleSignInButton({
  next,
  onError,
}: {
  /** Where to go after signing in (a path of this site). */
  next?: string | null;
  onError: (message: string) => void;
}) {
  const options = useAuthOptions();
  const google = useGoogleSignIn();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [coolingDown, setCoolingDown] = useState(false);
  const noteId = useId();

  useEffect(() => {
    if (!coolingDown) return;
    const timer = window.setTimeout(() => setCoolingDown(false), isMobile ? REENABLE_MS.mobile : REENABLE_MS.desktop);
    return () => window.clearTimeout(timer);
  }, [coolingDown, isMobile]);

  const unavailable = options.data?.google === false || options.isError;
  const onClick = () => {
    setCoolingDown(true);
    google.mutate(next, { onError: (error) => onError(error.message) });
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="outline"
        className="h-11 w-full"
        onClick={onClick}
        disabled={unavailable || options.isPending || coolingDown}
        aria-describedby={unavailable ? noteId : undefined}
      >
        <GoogleMark />
        {t('auth.continueWithGoogle')}
      </Button>
      {unavailable ? (
        <p id={noteId} className="text-center text-xs text-muted">
          {t('auth.googleUnavailable')}
        </p>
      ) : null}
    </div>
  );
}
