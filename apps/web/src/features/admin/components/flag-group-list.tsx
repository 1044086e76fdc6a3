import { ADMIN_MESSAGES, type FlagGroup } from '@promptreel/contract';
import { Archive, CircleCheck, ShieldAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { LoadingRows } from '../../../components/ui/skeleton';
import { StatusMessage } from '../../../components/ui/status-message';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { useFlaggedVideos } from '../api/get-flagged-videos';
import type { FlagListStatus } from '../api/keys';
import { useDeleteFlaggedVideo, useDismissReports } from '../api/review-video';
import { AdminDeleteVideoDialog } from './admin-delete-video-dialog';
import { FlagGroupCard, FlagGroupCardSkeleton } from './flag-group-card';

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

/** One tab of the desk: the grouped reports, with Dismiss and Delete video while pending. */
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
  const toast = useToast();
  const [deleting, setDeleting] = useState<FlagGroup | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

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
    dismiss.mutate(group.videoId, {
      onSuccess: () => toast({ title: ADMIN_MESSAGES.dismissed, variant: 'success' }),
      onError: (error) =>
        toast({ title: ADMIN_MESSAGES.dismissFailed, description: error.message, variant: 'error', duration: 8000 }),
    });
  };

  const onConfirmDelete = () => {
    if (!deleting || deleting.videoId === null) return;
    const videoId = deleting.videoId;
    setDeleteError(null);
    remove.mutate(videoId, {
      onSuccess: () => {
        setDeleting(null);
        onVideoDeleted?.(videoId);
        toast({ title: ADMIN_MESSAGES.deleted, variant: 'success' });
      },
      onError: (error) => setDeleteError(error.message),
    });
  };

  const archived = status === 'archived';
  return (
    <>
      <ul className="flex flex-col gap-3" aria-label={archived ? 'Archived reports' : 'Pending reports'}>
        {flags.data.groups.map((group) => {
          const key = group.videoId ?? `${group.videoTitle}-${group.reports[0]?.id ?? ''}`;
          const dismissing = dismiss.isPending && dismiss.variables === group.videoId;
          const busy = dismissing || (remove.isPending && remove.variables === group.videoId);
          return (
            <li key={key}>
              <FlagGroupCard
                group={group}
                archived={archived}
                actions={
                  !archived && group.videoId !== null ? (
                    <>
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
