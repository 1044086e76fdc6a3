import type { VideoCard } from '@promptreel/contract';
import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import type { EditableVideo } from './edit-video-dialog';
import { TRIGGER_CLASS } from './video-actions-menu';

// Only an owner who picks Edit or Delete needs the dialogs (forms, validation, Radix Dialog): their
// code is fetched then, not with every card of the first page.
const EditVideoDialog = lazy(async () => ({ default: (await import('./edit-video-dialog')).EditVideoDialog }));
const OwnerDeleteVideoDialog = lazy(async () => ({
  default: (await import('./owner-delete-video-dialog')).OwnerDeleteVideoDialog,
}));

export type ActionsVideo = EditableVideo & Pick<VideoCard, 'isOwned'>;

/**
 * An item another feature adds to the menu (app/ wires it in, e.g. an admin's 'Label video'),
 * with the dialog it opens. Like Edit and Delete, the dialog is mounted when first chosen.
 */
export interface VideoMenuExtra {
  text: string;
  icon: ReactNode;
  dialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
}

export interface VideoActionsMenuProps {
  video: ActionsVideo;
  /** After a deletion (e.g. leave the video's page). */
  onDeleted?: () => void;
  /** One more item, after the video's own ones. */
  extra?: VideoMenuExtra;
  className?: string;
}

/**
 * The '…' menu of a video (card or page), loaded by `VideoActionsMenu` when first wanted. Its owner
 * gets Edit video and Delete video; everyone else gets Flag video, which opens the flag dialog
 * through /video/{id}?flag=true; then the `extra` item, if any.
 */
export function VideoActionsMenuImpl({
  video,
  onDeleted,
  extra,
  className,
  openedWith,
  focus,
  replaced,
}: VideoActionsMenuProps & {
  /** The button was pressed before this code arrived: open as Radix would have. */
  openedWith?: 'pointer' | 'keyboard';
  /** The stand-in button had focus: keep it on this one. */
  focus?: boolean;
  /** The stand-in button this replaces. */
  replaced?: HTMLElement | null;
}) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'extra' | null>(null);
  // Once opened, a dialog stays mounted (closed), as before, so its closing animation still plays.
  const [used, setUsed] = useState({ edit: false, delete: false, extra: false });
  if (dialog && !used[dialog]) setUsed({ ...used, [dialog]: true });
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // In the commit that swaps the buttons, before the browser hands the page another event: from a
  // later effect, a key pressed in between reached <body> (the stand-in had gone) and was lost.
  useLayoutEffect(() => {
    if (focus && !openedWith) trigger.current?.focus();
    // Only when this replaces the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A key already on its way to the stand-in when it went arrives at the removed button, where React
  // never sees it (a probe with the CPU slowed 4×: 2 of 30 first presses lost): it goes on to this
  // trigger, as it would have had the key come a moment later.
  useLayoutEffect(() => {
    if (!replaced) return;
    const passOn = (event: globalThis.KeyboardEvent) => {
      const to = trigger.current;
      if (replaced.isConnected || !to || document.activeElement !== to) return;
      const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
      to.dispatchEvent(
        new KeyboardEvent('keydown', {
          key,
          code,
          shiftKey,
          ctrlKey,
          altKey,
          metaKey,
          bubbles: true,
          cancelable: true,
        }),
      );
    };
    replaced.addEventListener('keydown', passOn);
    return () => replaced.removeEventListener('keydown', passOn);
    // The button this replaced: a later load (hover, then focus) passes null, the stand-in being gone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (openedWith !== 'keyboard') return;
    // Radix puts a keyboard user on the first item only when it saw the key press itself; it saw
    // none (the press reached the stand-in button), so do it once the menu has taken focus.
    const frame = window.requestAnimationFrame(() => {
      const content = document.getElementById(trigger.current?.getAttribute('aria-controls') ?? '');
      content?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    });
    return () => window.cancelAnimationFrame(frame);
    // Only when this replaces the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The dialogs open from a menu that has already closed: hand focus back to the '…' button after.
  useEffect(() => {
    if (dialog) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      const frame = window.requestAnimationFrame(() => trigger.current?.focus());
      return () => window.cancelAnimationFrame(frame);
    }
  }, [dialog]);

  return (
    <>
      <Menu modal={false} defaultOpen={openedWith !== undefined}>
        <Tooltip label="Video actions">
          <MenuTrigger ref={trigger} aria-label="Video actions" className={cn(TRIGGER_CLASS, className)}>
            <Ellipsis aria-hidden="true" className="size-5" />
          </MenuTrigger>
        </Tooltip>
        <MenuContent>
          {video.isOwned ? (
            <>
              <MenuItem onSelect={() => setDialog('edit')}>
                <Pencil aria-hidden="true" />
                Edit video
              </MenuItem>
              <MenuItem onSelect={() => setDialog('delete')} className="text-danger [&_svg]:text-danger">
                <Trash2 aria-hidden="true" />
                Delete video
              </MenuItem>
            </>
          ) : (
            <MenuItem asChild>
              <Link to={paths.video.flagHref(video.id)}>
                <Flag aria-hidden="true" />
                Flag video
              </Link>
            </MenuItem>
          )}
          {extra ? (
            <MenuItem onSelect={() => setDialog('extra')}>
              {extra.icon}
              {extra.text}
            </MenuItem>
          ) : null}
        </MenuContent>
      </Menu>
      {video.isOwned ? (
        <Suspense fallback={null}>
          {used.edit ? (
            <EditVideoDialog
              video={video}
              open={dialog === 'edit'}
              onOpenChange={(open) => setDialog(open ? 'edit' : null)}
            />
          ) : null}
          {used.delete ? (
            <OwnerDeleteVideoDialog
              video={video}
              open={dialog === 'delete'}
              onOpenChange={(open) => setDialog(open ? 'delete' : null)}
              onDeleted={onDeleted}
            />
          ) : null}
        </Suspense>
      ) : null}
      {extra && used.extra ? extra.dialog(dialog === 'extra', (open) => setDialog(open ? 'extra' : null)) : null}
    </>
  );
}
