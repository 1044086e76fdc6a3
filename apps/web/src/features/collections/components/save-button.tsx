import { COLLECTION_TEXTS } from '@promptreel/contract';
import { useRef, useState, type ComponentType } from 'react';
import { Button } from '../../../components/ui/button';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import type { SavePopover } from './save-popover';
import { SaveIcon } from './save-icon';

type Popover = typeof SavePopover;

let loading: Promise<Popover> | null = null;
function loadPopover(): Promise<Popover> {
  loading ??= import('./save-popover').then(
    (module) => module.SavePopover,
    (error: unknown) => {
      loading = null; // let the next attempt try again
      throw error;
    },
  );
  return loading;
}

/**
 * The video page's 'Save'. A visitor is told 'Log in to save' and taken to /login, back to this
 * video afterwards (as a clap does). For a signed-in person it opens the Save popover; until that
 * code has arrived this is a stand-in of the same look and name, swapped on hover, focus or press
 * (and opened, if pressed), keeping focus.
 */
export function SaveButton({ videoId, signedIn }: { videoId: number; signedIn: boolean | undefined }) {
  const promptLogin = useLoginPrompt();
  const [popover, setPopover] = useState<{ Component: ComponentType<Parameters<Popover>[0]>; focus: boolean } | null>(
    null,
  );
  const [pressed, setPressed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const visitor = signedIn === false;

  if (popover && !visitor) return <popover.Component videoId={videoId} open={pressed} focus={popover.focus} />;

  const load = () => {
    if (visitor) return;
    loadPopover().then(
      (Component) => setPopover({ Component, focus: document.activeElement === button.current }),
      () => undefined, // still the stand-in; the next hover or press tries again
    );
  };
  return (
    <Button
      ref={button}
      variant="secondary"
      size="sm"
      aria-haspopup={visitor ? undefined : 'dialog'}
      aria-expanded={visitor ? undefined : false}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => {
        // A touch's press may come as the code arrives: opened then, whichever button gets the click.
        if (event.button !== 0 || visitor) return;
        setPressed(true);
        load();
      }}
      onClick={() => {
        if (visitor) return promptLogin(COLLECTION_TEXTS.logInToSave);
        setPressed(true);
        load();
      }}
    >
      <SaveIcon />
      {COLLECTION_TEXTS.save}
    </Button>
  );
}
