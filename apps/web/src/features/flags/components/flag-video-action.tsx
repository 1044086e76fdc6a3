import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useFlagRequest } from '../hooks/use-flag-request';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { FlagDialog } from './flag-dialog';

export interface FlagVideoActionProps {
  videoId: number;
  videoTitle: string;
  durationMs?: number | null;
  /** The viewer owns the video: no button, no dialog (owners edit or delete instead). */
  isOwned: boolean;
  /** undefined while the session is still being read. */
  signedIn: boolean | undefined;
}

/**
 * The video page's 'Flag video' button and the dialog it opens, and the answer to
 * /video/{id}?flag=true (the card menu's 'Flag video' link): the dialog for a signed-in viewer,
 * 'Please log in to flag videos' and /login for a visitor. A visitor's click on the button says
 * 'Log in to flag videos' and goes to /login the same way.
 */
export function FlagVideoAction({ videoId, videoTitle, durationMs, isOwned, signedIn }: FlagVideoActionProps) {
  const [open, setOpen] = useState(false);
  const toast = useToast();
  const promptLogin = useLoginPrompt();
  // Once signed in, the login page sends the user to the flag request, so the dialog opens on arrival.
  const redirectToLogin = (message: string, next: string) => promptLogin(message, { next });
  const flagHref = paths.video.flagHref(videoId);

  useFlagRequest(signedIn !== undefined, () => {
    if (!signedIn) redirectToLogin(t('flags.pleaseLogIn'), flagHref);
    else if (isOwned) toast({ title: t('flags.ownVideo') });
    else setOpen(true);
  });

  if (isOwned) return null;
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => (signedIn === false ? redirectToLogin(t('flags.logInToFlag'), flagHref) : setOpen(true))}
      >
        <Flag aria-hidden="true" className="size-4" />
        {t('flags.flagVideo')}
      </Button>
      {signedIn !== false ? (
        <FlagDialog
          target={{ type: 'video', videoId, title: videoTitle, durationMs }}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
