import * as Popover from '@radix-ui/react-popover';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';
import { SaveChoices } from './save-choices';
import { SaveTrigger, type SaveVariant } from './save-trigger';

/**
 * The Save button (the video page's, or the viewer's: `variant`) with its popover, loaded by
 * `SaveButton` when first wanted (Radix Popover's positioning and the list's code are not needed
 * to show the page).
 */
export function SavePopover({
  videoId,
  open,
  focus,
  variant = 'page',
}: {
  videoId: number;
  /** The stand-in button was pressed before this code arrived. */
  open: boolean;
  /** The stand-in button had focus: keep it on this one. */
  focus: boolean;
  variant?: SaveVariant;
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
        <SaveTrigger ref={trigger} variant={variant} />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          // The viewer's column hugs the screen's right edge: there the list opens above, flush right.
          side={variant === 'viewer' ? 'top' : 'bottom'}
          align={variant === 'viewer' ? 'end' : 'start'}
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('collections.saveTo')}
          // A toast just shown is Radix's top layer and would take the first Escape for itself.
          onKeyDown={(event) => (event.key === 'Escape' ? setShown(false) : undefined)}
          className="z-50 max-h-(--radix-popover-content-available-height) w-72 max-w-[calc(100vw-24px)] overflow-y-auto rounded-xl border border-line bg-surface p-2 text-fg shadow-lg outline-none"
        >
          <SaveChoices videoId={videoId} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
