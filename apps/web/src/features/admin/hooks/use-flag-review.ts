import type { FlagGroup } from '@promptreel/contract';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { useDecideTarget, type TargetDecision } from '../api/review-targets';
import { useDeleteFlaggedVideo, useDismissReports } from '../api/review-video';
import { reasonBody } from '../components/decision-reason-field';

function decidedTitle(action: TargetDecision['action']) {
  if (action === 'remove-comment') return t('admin.commentRemovedDone');
  return action === 'dismiss-comment' ? t('admin.commentDismissed') : t('admin.profileDismissed');
}

/** The desk's decisions on reported groups, with each pending group's written reason until it is decided. */
export function useFlagReview(onVideoDeleted?: (videoId: number) => void) {
  const dismiss = useDismissReports();
  const remove = useDeleteFlaggedVideo();
  const decide = useDecideTarget();
  const toast = useToast();
  const [deleting, setDeleting] = useState<FlagGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Each pending group's written reason, by group, until its decision is taken.
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const reasonOf = (key: string) => reasons[key] ?? '';
  const setReason = (key: string, value: string) => setReasons((current) => ({ ...current, [key]: value }));

  const onDismiss = (group: FlagGroup) => {
    if (group.videoId === null) return;
    dismiss.mutate(
      { videoId: group.videoId, ...reasonBody(reasonOf(`video-${group.videoId}`)) },
      {
        onSuccess: () => toast({ title: t('admin.dismissed'), variant: 'success' }),
        onError: (error) =>
          toast({ title: t('admin.dismissFailed'), description: error.message, variant: 'error', duration: 8000 }),
      },
    );
  };

  const askToDelete = (group: FlagGroup) => {
    setDeleteError(null);
    setDeleting(group);
  };

  const onConfirmDelete = () => {
    if (!deleting || deleting.videoId === null) return;
    const videoId = deleting.videoId;
    setDeleteError(null);
    remove.mutate(
      { videoId, ...reasonBody(reasonOf(`video-${videoId}`)) },
      {
        onSuccess: () => {
          setDeleting(null);
          onVideoDeleted?.(videoId);
          toast({ title: t('admin.deletedDone'), variant: 'success' });
        },
        onError: (error) => setDeleteError(error.message),
      },
    );
  };

  const onDecide = (decision: TargetDecision) => {
    decide.mutate(decision, {
      onSuccess: () => toast({ title: decidedTitle(decision.action), variant: 'success' }),
      onError: (error) =>
        toast({
          title: decision.action === 'remove-comment' ? t('admin.removeCommentFailed') : t('admin.dismissFailed'),
          description: error.message,
          variant: 'error',
          duration: 8000,
        }),
    });
  };
  const deciding = (id: number | string) =>
    decide.isPending &&
    (decide.variables.action === 'dismiss-profile' ? decide.variables.profileId : decide.variables.commentId) === id;

  return {
    dismiss,
    remove,
    decide,
    deleting,
    setDeleting,
    deleteError,
    reasonOf,
    setReason,
    onDismiss,
    askToDelete,
    onConfirmDelete,
    onDecide,
    deciding,
  };
}

export type FlagReview = ReturnType<typeof useFlagReview>;
