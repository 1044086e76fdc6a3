import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { FlagDialog } from './flag-dialog';

/**
 * 'Flag profile' on someone else's profile (named 'Flag profile of @name' for screen readers) and
 * the flag dialog it opens. A visitor is told 'Log in to flag profiles' and taken to /login.
 */
export function FlagProfileAction({ username, signedIn }: { username: string; signedIn: boolean | undefined }) {
  const [open, setOpen] = useState(false);
  const promptLogin = useLoginPrompt();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={t('flags.flagProfileOf', { username })}
        onClick={() => (signedIn === false ? promptLogin(t('flags.logInToFlagProfile')) : setOpen(true))}
        disabled={signedIn === undefined}
        className="text-muted hover:text-danger"
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('flags.flagProfile')}
      </Button>
      {signedIn ? <FlagDialog target={{ type: 'profile', username }} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
