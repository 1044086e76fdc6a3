import { MessageSquare } from 'lucide-react';
import { Link } from '../../../components/link';
import { LoadMore } from '../../../components/load-more';
import { QueryError } from '../../../components/query-error';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { richText } from '../../../components/ui/rich-text';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { formatDate, toIsoString } from '../../../lib/format-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { t } from '../../../lib/i18n';
import { useProfileComments } from '../api/get-profile-comments';

/** A profile's Comments tab: each comment with the video it is on, newest first. */
export function ProfileCommentList({ username }: { username: string }) {
  const comments = useProfileComments(username);

  if (comments.isPending) {
    return (
      <LoadingRows
        label={t('comments.loading')}
        className="flex flex-col gap-4 py-4"
        row={() => <SkeletonRow lead="aspect-video w-24 rounded-lg" />}
      />
    );
  }
  if (!comments.data) {
    return <QueryError query={comments} title={t('comments.loadFailed')} />;
  }
  const items = comments.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <StatusMessage icon={<MessageSquare aria-hidden="true" />} title={t('comments.profileEmpty', { username })} />
    );
  }

  return (
    <>
      <ul aria-label={t('comments.profileList', { username })} className="flex flex-col divide-y divide-line">
        {items.map((comment) => (
          <li key={comment.id} className="flex gap-3 py-4">
            <Link
              to={paths.video.href(comment.video.id, 'comments')}
              tabIndex={-1}
              aria-hidden="true"
              className="block aspect-video w-24 shrink-0 overflow-hidden rounded-lg bg-media"
            >
              {comment.video.posterUrl ? (
                <img src={comment.video.posterUrl} alt="" loading="lazy" className="size-full object-cover" />
              ) : null}
            </Link>
            <div className="min-w-0 flex-1">
              <p className="text-sm text-muted">
                {/* 'On {video}': the video's link wherever the language puts it. */}
                {richText('comments.onVideo', {
                  video: (
                    <Link
                      to={paths.video.href(comment.video.id, 'comments')}
                      className="font-semibold break-words text-fg hover:underline"
                    >
                      {comment.video.title}
                    </Link>
                  ),
                })}
                {' · '}
                <time dateTime={toIsoString(comment.createdAt)} title={formatDate(comment.createdAt)}>
                  {formatRelativeTime(comment.createdAt)}
                </time>
              </p>
              <p className="mt-1 break-words whitespace-pre-line">{comment.body}</p>
            </div>
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={comments.hasNextPage}
        loading={comments.isFetchingNextPage}
        onLoadMore={() => void comments.fetchNextPage()}
      />
    </>
  );
}
