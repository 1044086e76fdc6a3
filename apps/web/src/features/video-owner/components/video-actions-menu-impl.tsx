import type { VideoCard } from '@promptreel/contract';
import { Ellipsis, Flag, Pencil, Trash2 } from 'lucide-react';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Link } from '../../../components/link';
import {
  type ExtraMenuItem,
  Menu,
  MenuContent,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { useFocusBackAfterDialog, useStandInHandover } from '../hooks/use-stand-in-handover';
import type { EditableVideo } from './edit-video-dialog';
import { TRIGGER_CLASS } from './video-actions-menu';
import { t, withTexts } from '../../../lib/i18n';

// Only an owner who picks Edit or Delete needs the dialogs (forms, validation, Radix Dialog): their
// code is fetched then, not with every card of the first page.
const EditVideoDialog = lazy(
  withTexts(async () => ({ default: (await import('./edit-video-dialog')).EditVideoDialog })),
);
const OwnerDeleteVideoDialog = lazy(
  withTexts(async () => ({ default: (await import('./owner-delete-video-dialog')).OwnerDeleteVideoDialog })),
);

export type ActionsVideo = EditableVideo & Pick<VideoCard, 'isOwned'>;

/** An item other features add to the menu (For You's steering, an admin's 'Label video'). */
export type VideoMenuExtra = ExtraMenuItem;

export interface VideoActionsMenuProps {
  video: ActionsVideo;
  /** After a deletion (e.g. leave the video's page). */
  onDeleted?: () => void;
  /** More items, after the video's own ones. */
  extras?: readonly VideoMenuExtra[];
  className?: string;
}

/** What the menu is handed by its stand-in (video-actions-menu.tsx), besides its own props. */
export interface VideoActionsMenuImplProps extends VideoActionsMenuProps {
  /** The button was pressed before this code arrived: open as Radix would have. */
  openedWith?: 'pointer' | 'keyboard';
  /** The stand-in button had focus: keep it on this one. */
  focus?: boolean;
  /** The stand-in button this replaces. */
  replaced?: HTMLElement | null;
}

/** The dialog open: the owner's Edit or Delete, or an extra's (by its key, after 'extra:'). */
type OpenDialog = 'edit' | 'delete' | `extra:${string}`;

/**
 * The '…' menu of a video (card or page), loaded by `VideoActionsMenu` when first wanted. Its owner
 * gets Edit video and Delete video; everyone else gets Flag video, which opens the flag dialog
 * through /video/{id}?flag=true; then the `extras`, if any.
 */
export function VideoActionsMenuImpl({
  video,
  onDeleted,
  extras = [],
  className,
  openedWith,
  focus,
  replaced,
}: VideoActionsMenuImplProps) {
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  // Once opened, a dialog stays mounted (closed), as before, so its closing animation still plays.
  const [used, setUsed] = useState<ReadonlySet<OpenDialog>>(new Set());
  if (dialog && !used.has(dialog)) setUsed(new Set(used).add(dialog));
  const trigger = useStandInHandover({ openedWith, focus, replaced });
  const dialogFor = (name: OpenDialog) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  useFocusBackAfterDialog(dialog, trigger);

  return (
    <>
      <Menu modal={false} defaultOpen={openedWith !== undefined}>
        <Tooltip label={t('videoOwner.actions')}>
          <MenuTrigger ref={trigger} aria-label={t('videoOwner.actions')} className={cn(TRIGGER_CLASS, className)}>
            <Ellipsis aria-hidden="true" className="size-5" />
          </MenuTrigger>
        </Tooltip>
        <MenuContent>
          <OwnItems video={video} onChoose={setDialog} />
          {extras.map((extra, index) => (
            <Fragment key={extra.key}>
              {/* A line where another group of items begins (the video's own items have none). */}
              {extra.group !== extras[index - 1]?.group ? <MenuSeparator /> : null}
              <MenuItem
                disabled={extra.disabled}
                onSelect={() => (extra.dialog ? setDialog(`extra:${extra.key}`) : extra.onSelect?.())}
              >
                {extra.icon}
                {extra.text}
              </MenuItem>
            </Fragment>
          ))}
        </MenuContent>
      </Menu>
      {video.isOwned ? (
        <Suspense fallback={null}>
          {used.has('edit') ? <EditVideoDialog video={video} {...dialogFor('edit')} /> : null}
          {used.has('delete') ? (
            <OwnerDeleteVideoDialog video={video} {...dialogFor('delete')} onDeleted={onDeleted} />
          ) : null}
        </Suspense>
      ) : null}
      {extras.map((extra) => {
        const name = `extra:${extra.key}` as const;
        if (!extra.dialog || !used.has(name)) return null;
        const { open, onOpenChange } = dialogFor(name);
        return <Fragment key={extra.key}>{extra.dialog(open, onOpenChange)}</Fragment>;
      })}
    </>
  );
}

/** The owner's Edit and Delete, or everyone else's Flag video. */
function OwnItems({ video, onChoose }: { video: ActionsVideo; onChoose: (dialog: 'edit' | 'delete') => void }) {
  if (!video.isOwned) {
    return (
      <MenuItem asChild>
        <Link to={paths.video.flagHref(video.id)}>
          <Flag aria-hidden="true" />
          {t('videoOwner.flagVideo')}
        </Link>
      </MenuItem>
    );
  }
  return (
    <>
      <MenuItem onSelect={() => onChoose('edit')}>
        <Pencil aria-hidden="true" />
        {t('videoOwner.editVideo')}
      </MenuItem>
      <MenuItem onSelect={() => onChoose('delete')} className="text-danger [&_svg]:text-danger">
        <Trash2 aria-hidden="true" />
        {t('videoOwner.deleteVideo')}
      </MenuItem>
    </>
  );
}
