import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Alert } from '../../../components/ui/alert';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { removeVideoFromQueries } from '../../../lib/video-cache-lists';
import { useDeleteVideo } from '../api/delete-video';
import { ownerMessage } from '../utils/edit-texts';

/** Said by the server when it gives no reason of its own (the alert says it in the page's language). */
export const DELETE_FAILED = 'Failed to delete video.';

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
  const [failure, setFailure] = useState<string | null>(null);

  const change = (next: boolean) => {
    if (!next) setFailure(null);
    onOpenChange(next);
  };

  const confirm = () => {
    setFailure(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('videoOwner.deleted'), description: video.title, variant: 'success' });
        onOpenChange(false);
        onDeleted?.();
        // After leaving its page, so the page does not ask for the video again on the way out.
        window.setTimeout(() => removeVideoFromQueries(queryClient, video.id), 0);
      },
      onError: (error) =>
        setFailure(error.message && error.message !== DELETE_FAILED ? ownerMessage(error.message) : ''),
    });
  };

  return (
    <ConfirmDeleteDialog
      title={t('videoOwner.deleteTitle')}
      description={t('videoOwner.deleteDescription', { title: video.title })}
      open={open}
      onOpenChange={change}
      onConfirm={confirm}
      deleting={remove.isPending}
      confirmLabel={t('videoOwner.deleteVideo')}
      failure={failure !== null ? <Alert title={t('videoOwner.deleteFailed')}>{failure || undefined}</Alert> : null}
    />
  );
}
