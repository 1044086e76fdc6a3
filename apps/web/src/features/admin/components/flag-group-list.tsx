import { ADMIN_MESSAGES, type FlagGroup } from '@promptreel/contract';
import { Archive, CircleCheck, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { StatusMessage } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useFlaggedVideos } from '../api/get-flagged-videos';
import type { FlagListStatus } from '../api/keys';
import { useDecideTarget, type TargetDecision } from '../api/review-targets';
import { useDeleteFlaggedVideo, useDismissReports } from '../api/review-video';
import { AdminDeleteVideoDialog } from './admin-delete-video-dialog';
import { DecisionReasonField, reasonBody } from './decision-reason-field';
import { FlagGroupCard, FlagGroupCardSkeleton } from './flag-group-card';
import { TargetGroupCard } from './target-group-card';

const EMPTY: Record<FlagListStatus, { title: string; icon: ReactNode }> = {
  pending: { title: 'No reports waiting. All clear.', icon: <CircleCheck aria-hidden="true" /> },
  archived: { title: 'Nothing archived yet.', icon: <Archive aria-hidden="true" /> },
};

/** Shown when the server refuses the desk (the role changed since the page loaded). */
export function AccessDeniedNotice() {
  return (
    <StatusMessage
      tone="error"
      icon={<ShieldAlert aria-hidden="true" />}
      title={ADMIN_MESSAGES.accessDenied}
      description="You do not have permission to view this page."
    />
  );
}

/**
 * One tab of the desk: the reports grouped per video, comment or profile, with Dismiss and Delete
 * video (or Remove comment) while pending.
 */
export function FlagGroupList({
  status,
  onVideoDeleted,
}: {
  status: FlagListStatus;
  /** Lets the page refresh what else shows the video (feeds, its page). */
  onVideoDeleted?: (videoId: number) => void;
}) {
  const flags = useFlaggedVideos(status);
  const dismiss = useDismissReports();
  const remove = useDeleteFlaggedVideo();
  const decide = useDecideTarget();
  const toast = useToast();
  const [deleting, setDeleting] = useState<FlagGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // Each pending group's written reason, by group, until its decision is taken.
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const reasonOf = (key: string) => reasons[key] ?? '';
  const reasonField = (key: string, disabled: boolean) => (
    <DecisionReasonField
      label="Decision note (optional)"
      hint="Kept in the audit log as the reason; a removal's e-mail quotes it."
      value={reasonOf(key)}
      onChange={(value) => setReasons((current) => ({ ...current, [key]: value }))}
      disabled={disabled}
      className="basis-full"
    />
  );

  if (flags.isPending) {
    return (
      <LoadingRows label="Loading reports…" className="flex flex-col gap-3" row={() => <FlagGroupCardSkeleton />} />
    );
  }
  if (flags.isError) {
    if (isApiError(flags.error) && (flags.error.status === 401 || flags.error.status === 403)) {
      return <AccessDeniedNotice />;
    }
    return <QueryError query={flags} title={ADMIN_MESSAGES.loadFailed} description={flags.error.message} />;
  }
  if (flags.data.groups.length === 0) {
    return <StatusMessage icon={EMPTY[status].icon} title={EMPTY[status].title} />;
  }

  const onDismiss = (group: FlagGroup) => {
    if (group.videoId === null) return;
    dismiss.mutate(
      { videoId: group.videoId, ...reasonBody(reasonOf(`video-${group.videoId}`)) },
      {
        onSuccess: () => toast({ title: ADMIN_MESSAGES.dismissed, variant: 'success' }),
        onError: (error) =>
          toast({ title: ADMIN_MESSAGES.dismissFailed, description: error.message, variant: 'error', duration: 8000 }),
      },
    );
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
          toast({ title: ADMIN_MESSAGES.deleted, variant: 'success' });
        },
        onError: (error) => setDeleteError(error.message),
      },
    );
  };

  const onDecide = (decision: TargetDecision) => {
    decide.mutate(decision, {
      onSuccess: () =>
        toast({
          title:
            decision.action === 'remove-comment'
              ? ADMIN_MESSAGES.commentRemoved
              : decision.action === 'dismiss-comment'
                ? ADMIN_MESSAGES.commentDismissed
                : ADMIN_MESSAGES.profileDismissed,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title:
            decision.action === 'remove-comment' ? ADMIN_MESSAGES.removeCommentFailed : ADMIN_MESSAGES.dismissFailed,
          description: error.message,
          variant: 'error',
          duration: 8000,
        }),
    });
  };
  const deciding = (id: number | string) =>
    decide.isPending &&
    (decide.variables.action === 'dismiss-profile' ? decide.variables.profileId : decide.variables.commentId) === id;

  const archived = status === 'archived';
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={archived ? 'Archived reports' : 'Pending reports'}>
        {flags.data.groups.map((group) => {
          const { target } = group;
          if (target.type !== 'video') {
            const busy = deciding(target.id);
            const doing = decide.variables?.action;
            // The comment's author, or the person, names what each button acts on.
            const who =
              target.type === 'comment'
                ? target.comment
                  ? `the comment by @${target.comment.author.username}`
                  : 'the deleted comment'
                : target.profile && !target.profile.deleted
                  ? `@${target.profile.username}`
                  : target.label;
            const removable = target.type === 'comment' && target.comment !== null && target.comment.removed === null;
            return (
              <li key={`${target.type}-${target.id || target.label}-${group.reports[0]?.id ?? ''}`}>
                <TargetGroupCard
                  group={group}
                  target={target}
                  archived={archived}
                  actions={
                    archived ? undefined : (
                      <>
                        {reasonField(`${target.type}-${target.id}`, busy)}
                        <Button
                          variant="secondary"
                          size="sm"
                          aria-label={`Dismiss reports on ${who}`}
                          disabled={busy}
                          onClick={() =>
                            onDecide({
                              ...(target.type === 'comment'
                                ? { action: 'dismiss-comment', commentId: target.id }
                                : { action: 'dismiss-profile', profileId: target.id }),
                              ...reasonBody(reasonOf(`${target.type}-${target.id}`)),
                            })
                          }
                        >
                          {busy && doing !== 'remove-comment' ? 'Dismissing…' : 'Dismiss'}
                        </Button>
                        {removable ? (
                          <Button
                            variant="outline"
                            size="sm"
                            className="text-danger"
                            aria-label={`Remove comment by @${target.comment?.author.username ?? ''}`}
                            disabled={busy}
                            onClick={() =>
                              onDecide({
                                action: 'remove-comment',
                                commentId: target.id,
                                ...reasonBody(reasonOf(`comment-${target.id}`)),
                              })
                            }
                          >
                            {busy && doing === 'remove-comment' ? 'Removing…' : 'Remove comment'}
                          </Button>
                        ) : null}
                      </>
                    )
                  }
                />
              </li>
            );
          }
          const key = group.videoId ?? `${group.videoTitle}-${group.reports[0]?.id ?? ''}`;
          const dismissing = dismiss.isPending && dismiss.variables.videoId === group.videoId;
          const busy = dismissing || (remove.isPending && remove.variables.videoId === group.videoId);
          return (
            <li key={key}>
              <FlagGroupCard
                group={group}
                archived={archived}
                actions={
                  !archived && group.videoId !== null ? (
                    <>
                      {reasonField(`video-${group.videoId}`, busy)}
                      <Button variant="secondary" size="sm" onClick={() => onDismiss(group)} disabled={busy}>
                        {dismissing ? 'Dismissing…' : 'Dismiss'}
                      </Button>
                      <Button
                        variant="outline"
                        size="sm"
                        className="text-danger"
                        onClick={() => {
                          setDeleteError(null);
                          setDeleting(group);
                        }}
                        disabled={busy}
                      >
                        Delete video
                      </Button>
                    </>
                  ) : undefined
                }
              />
            </li>
          );
        })}
      </ul>
      <AdminDeleteVideoDialog
        videoTitle={deleting?.videoTitle ?? ''}
        reason={deleting ? reasonOf(`video-${deleting.videoId}`).trim() : ''}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={onConfirmDelete}
        deleting={remove.isPending}
        error={deleteError}
      />
    </>
  );
}
