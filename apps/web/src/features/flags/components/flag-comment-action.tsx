import { Flag } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../../components/ui/icon-button';
import { t } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { FlagDialog } from './flag-dialog';

/** The comment's opening, as the dialog quotes it. */
function excerptOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

/**
 * 'Flag comment by @name': an icon button beside someone else's comment and the flag dialog it
 * opens. A visitor is told 'Log in to flag comments' and taken to /login, back to the comments.
 */
export function FlagCommentAction({
  commentId,
  authorUsername,
  body,
  signedIn,
}: {
  commentId: number;
  authorUsername: string;
  body: string;
  /** undefined while the session is still being read. */
  signedIn: boolean | undefined;
}) {
  const [open, setOpen] = useState(false);
  const promptLogin = useLoginPrompt();
  return (
    <>
      <IconButton
        label={t('flags.flagCommentBy', { username: authorUsername })}
        size="icon-sm"
        icon={<Flag aria-hidden="true" className="size-4" />}
        onClick={() => (signedIn === false ? promptLogin(t('flags.logInToFlagComment')) : setOpen(true))}
        disabled={signedIn === undefined}
        className="shrink-0 text-muted hover:text-danger"
      />
      {signedIn ? (
        <FlagDialog
          target={{ type: 'comment', commentId, authorUsername, excerpt: excerptOf(body) }}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
