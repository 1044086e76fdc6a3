import * as Popover from '@radix-ui/react-popover';
import { COLLECTION_TEXTS } from '@promptreel/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SAVE_TO, SaveChoices } from './save-choices';
import { SaveIcon } from './save-icon';

/**
 * The video page's Save button with its popover, loaded by `SaveButton` when first wanted (Radix
 * Popover's positioning and the list's code are not needed to show the page).
 */
export function SavePopover({
  videoId,
  open,
  focus,
}: {
  videoId: number;
  /** The stand-in button was pressed before this code arrived. */
  open: boolean;
  /** The stand-in button had focus: keep it on this one. */
  focus: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState(open);
  useEffect(() => {
    if (focus && !open) trigger.current?.focus();
    // Only when this replaces the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Popover.Root open={shown} onOpenChange={setShown}>
      <Popover.Trigger asChild>
        <Button ref={trigger} variant="secondary" size="sm">
          <SaveIcon />
          {COLLECTION_TEXTS.save}
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={SAVE_TO}
          // A toast just shown is Radix's top layer and would take the first Escape for itself.
          onKeyDown={(event) => (event.key === 'Escape' ? setShown(false) : undefined)}
          className="z-50 w-72 max-w-[calc(100vw-24px)] rounded-xl border border-line bg-surface p-2 text-fg shadow-lg outline-none"
        >
          <SaveChoices videoId={videoId} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
