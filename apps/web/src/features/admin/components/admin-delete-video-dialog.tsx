import { ADMIN_MESSAGES } from '@promptreel/contract';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

/**
 * The admin delete path's confirmation: says what goes (the video, its file and poster), where the
 * reports go (Archived) and that the uploader is told by e-mail, with a way to appeal.
 */
export function AdminDeleteVideoDialog({
  videoTitle,
  open,
  onOpenChange,
  onConfirm,
  deleting,
  error,
}: {
  videoTitle: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  /** The server's reason when the last try failed. */
  error?: string | null;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (deleting ? undefined : onOpenChange(next))}>
      <DialogContent
        title="Delete this video?"
        description={
          <>
            <span className="font-medium text-fg">“{videoTitle}”</span> and its files (the MP4 and its poster) are
            removed for good. Its reports move to Archived, and the uploader gets an e-mail saying why, with a link to
            appeal.
          </>
        }
        preventOutsideClose={deleting}
      >
        <div className="flex flex-col gap-4">
          {error ? <Alert title={ADMIN_MESSAGES.deleteFailed}>{error}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="ghost" disabled={deleting}>
                Cancel
              </Button>
            </DialogClose>
            <Button variant="danger" onClick={onConfirm} disabled={deleting}>
              {deleting ? 'Deleting…' : 'Delete video'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
