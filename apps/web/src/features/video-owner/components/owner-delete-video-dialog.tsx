import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { removeVideoFromQueries } from '../../../lib/video-cache';
import { useDeleteVideo } from '../api/delete-video';

export const DELETE_FAILED = 'Failed to delete video.';
const CONFIRM_WORD = 'DELETE';

/**
 * Delete video (open → deleting → closed). Typing DELETE exactly enables the
 * button; the video, its file and poster go. `onDeleted` runs first (e.g. leave the video's page),
 * then every cached list forgets the video.
 */
export function OwnerDeleteVideoDialog({
  video,
  open,
  onOpenChange,
  onDeleted,
}: {
  video: { id: number; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const remove = useDeleteVideo(video.id);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const deleting = remove.isPending;
  const confirmed = typed === CONFIRM_WORD;

  const change = (next: boolean) => {
    if (deleting) return;
    if (!next) {
      setTyped('');
      setFailure(null);
    }
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed || deleting) return;
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Video deleted', description: video.title, variant: 'success' });
        onOpenChange(false);
        onDeleted?.();
        // After leaving its page, so the page does not ask for the video again on the way out.
        window.setTimeout(() => removeVideoFromQueries(queryClient, video.id), 0);
      },
      onError: (error) => setFailure(error.message && error.message !== DELETE_FAILED ? error.message : ''),
    });
  };

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent
        title="Delete this video?"
        description={
          <>“{video.title}” will be removed for good, with its file, claps and comments. This cannot be undone.</>
        }
        preventOutsideClose
      >
        <form noValidate onSubmit={submit} className="flex flex-col gap-4">
          <TextField
            label={
              <>
                Type <span className="font-mono font-semibold">DELETE</span> to confirm
              </>
            }
            name="confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            disabled={deleting}
          />
          {failure !== null ? <Alert title={DELETE_FAILED}>{failure || undefined}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => change(false)} disabled={deleting}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!confirmed || deleting}>
              {deleting ? 'Deleting…' : 'Delete video'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
