import { deferredImport, useDeferredPopover } from '../../../lib/use-deferred-popover';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { SaveTrigger, type SaveVariant } from './save-trigger';
import { t, withTexts } from '../../../lib/i18n';

const loadPopover = deferredImport(withTexts(() => import('./save-popover').then((module) => module.SavePopover)));

/**
 * 'Save' on the video page, or (`variant` 'viewer') in the phone viewer's column. A visitor is told
 * 'Log in to save' and taken to /login, back to this video afterwards (as a clap does). For a
 * signed-in person it opens the Save popover; until that code has arrived this is a stand-in of the
 * same look and name, swapped on hover, focus or press (and opened, if pressed), keeping focus.
 */
export function SaveButton({
  videoId,
  signedIn,
  variant = 'page',
}: {
  videoId: number;
  signedIn: boolean | undefined;
  variant?: SaveVariant;
}) {
  const promptLogin = useLoginPrompt();
  const { popover, pressed, standIn } = useDeferredPopover(loadPopover);
  const visitor = signedIn === false;

  if (popover && !visitor)
    return <popover.Component videoId={videoId} open={pressed} focus={popover.focus} variant={variant} />;

  return (
    <SaveTrigger
      variant={variant}
      aria-haspopup={visitor ? undefined : 'dialog'}
      aria-expanded={visitor ? undefined : false}
      {...(visitor ? { onClick: () => promptLogin(t('collections.logInToSave')) } : standIn)}
    />
  );
}
