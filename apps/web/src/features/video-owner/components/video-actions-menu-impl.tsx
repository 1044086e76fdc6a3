import type { VideoCard } from '@promptreel/contract';
import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFocusBackAfterDialog, useStandInHandover } from '../hooks/use-stand-in-handover';
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
  const trigger = useStandInHandover({ openedWith, focus, replaced });

  useFocusBackAfterDialog(dialog, trigger);

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
