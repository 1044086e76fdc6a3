import { ADMIN_MESSAGES } from '@promptreel/contract';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Alert } from '../../../components/ui/alert';

/**
 * The admin delete path's confirmation, asked the way an owner is asked (type DELETE): says what
 * goes (the video, its file and poster), where the reports go (Archived) and that the uploader is
 * told by e-mail, with a way to appeal.
 */
export function AdminDeleteVideoDialog({
  videoTitle,
  reason,
  open,
  onOpenChange,
  onConfirm,
  deleting,
  error,
}: {
  videoTitle: string;
  /** The note written on the group's card, quoted in the uploader's e-mail; '' for none. */
  reason: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  /** The server's reason when the last try failed. */
  error?: string | null;
}) {
  return (
    <ConfirmDeleteDialog
      title="Delete this video?"
      description={
        <>
          <span className="font-medium text-fg">“{videoTitle}”</span> and its files (the MP4 and its poster) are removed
          for good. Its reports move to Archived, and the uploader gets an e-mail saying why, with a link to appeal.
          {reason ? (
            <>
              {' '}
              Your note goes with it: <span className="font-medium text-fg wrap-anywhere">“{reason}”</span>.
            </>
          ) : null}{' '}
          This cannot be undone.
        </>
      }
      open={open}
      onOpenChange={onOpenChange}
      onConfirm={onConfirm}
      deleting={deleting}
      confirmLabel="Delete video"
      failure={error ? <Alert title={ADMIN_MESSAGES.deleteFailed}>{error}</Alert> : null}
    />
  );
}
