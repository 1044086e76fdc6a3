import type { VideoCard } from '@promptreel/contract';
import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { DeleteVideoDialog } from './delete-video-dialog';
import { EditVideoDialog, type EditableVideo } from './edit-video-dialog';

export type ActionsVideo = EditableVideo & Pick<VideoCard, 'isOwned'>;

/**
 * The '…' menu of a video (card or page). Its owner gets Edit video and Delete video; everyone
 * else gets Flag video, which opens the flag dialog through /video/{id}?flag=true.
 */
export function VideoActionsMenu({
  video,
  onDeleted,
  className,
}: {
  video: ActionsVideo;
  /** After a deletion (e.g. leave the video's page). */
  onDeleted?: () => void;
  className?: string;
}) {
  const [dialog, setDialog] = useState<'edit' | 'delete' | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

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
      <Menu modal={false}>
        <Tooltip label="Video actions">
          <MenuTrigger
            ref={trigger}
            aria-label="Video actions"
            className={cn(
              'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-subtle hover:text-fg data-[state=open]:bg-subtle',
              className,
            )}
          >
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
        </MenuContent>
      </Menu>
      {video.isOwned ? (
        <>
          <EditVideoDialog
            video={video}
            open={dialog === 'edit'}
            onOpenChange={(open) => setDialog(open ? 'edit' : null)}
          />
          <DeleteVideoDialog
            video={video}
            open={dialog === 'delete'}
            onOpenChange={(open) => setDialog(open ? 'delete' : null)}
            onDeleted={onDeleted}
          />
        </>
      ) : null}
    </>
  );
}
