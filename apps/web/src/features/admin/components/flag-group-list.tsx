import { Archive, CircleCheck, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { QueryError } from '../../../components/query-error';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { StatusMessage } from '../../../components/ui/status-message';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useFlaggedVideos } from '../api/get-flagged-videos';
import type { FlagListStatus } from '../api/keys';
import { useFlagReview } from '../hooks/use-flag-review';
import { AdminDeleteVideoDialog } from './admin-delete-video-dialog';
import { FlagGroupCardSkeleton } from './flag-group-card';
import { TargetGroupItem, VideoGroupItem } from './flag-group-items';

const EMPTY: Record<FlagListStatus, { title: MessageKey; icon: ReactNode }> = {
  pending: { title: 'admin.noPending', icon: <CircleCheck aria-hidden="true" /> },
  archived: { title: 'admin.noArchived', icon: <Archive aria-hidden="true" /> },
};

/** Shown when the server refuses the desk (the role changed since the page loaded). */
export function AccessDeniedNotice() {
  return (
    <StatusMessage
      tone="error"
      icon={<ShieldAlert aria-hidden="true" />}
      title={t('admin.accessDenied')}
      description={t('admin.accessDeniedDetail')}
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
  const review = useFlagReview(onVideoDeleted);

  if (flags.isPending) {
    return (
      <LoadingRows
        label={t('admin.loadingReports')}
        className="flex flex-col gap-3"
        row={() => <FlagGroupCardSkeleton />}
      />
    );
  }
  if (flags.isError) {
    if (isApiError(flags.error) && (flags.error.status === 401 || flags.error.status === 403)) {
      return <AccessDeniedNotice />;
    }
    return <QueryError query={flags} title={t('admin.loadFailed')} description={flags.error.message} />;
  }
  if (flags.data.groups.length === 0) {
    return <StatusMessage icon={EMPTY[status].icon} title={t(EMPTY[status].title)} />;
  }

  const archived = status === 'archived';
  const { deleting } = review;
  return (
    <>
      <ul
        className="flex flex-col gap-3"
        aria-label={archived ? t('admin.archivedReports') : t('admin.pendingReports')}
      >
        {flags.data.groups.map((group) => {
          const { target } = group;
          return target.type !== 'video' ? (
            <TargetGroupItem
              key={`${target.type}-${target.id || target.label}-${group.reports[0]?.id ?? ''}`}
              group={group}
              target={target}
              archived={archived}
              review={review}
            />
          ) : (
            <VideoGroupItem
              key={group.videoId ?? `${group.videoTitle}-${group.reports[0]?.id ?? ''}`}
              group={group}
              archived={archived}
              review={review}
            />
          );
        })}
      </ul>
      <AdminDeleteVideoDialog
        videoTitle={deleting?.videoTitle ?? ''}
        reason={deleting ? review.reasonOf(`video-${deleting.videoId}`).trim() : ''}
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) review.setDeleting(null);
        }}
        onConfirm={review.onConfirmDelete}
        deleting={review.remove.isPending}
        error={review.deleteError}
      />
    </>
  );
}
