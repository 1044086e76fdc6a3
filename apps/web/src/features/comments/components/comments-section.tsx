import type { Comment } from '@promptreel/contract';
import { LogIn, MessageCircle } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from '../../../components/link';
import { LoadMore } from '../../../components/load-more';
import { QueryError } from '../../../components/query-error';
import { buttonStyles } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { useCommentEvents } from '../hooks/use-comment-events';
import { CommentForm } from './comment-form';
import { CommentsFrame } from './comments-frame';
import { CommentItem, CommentsSkeleton } from './comment-item';

/** Tells `onTotalChange` the count whenever it changes, whichever callback is current then. */
function useTotalReport(total: number | undefined, onTotalChange?: (total: number) => void) {
  const onTotal = useRef(onTotalChange);
  useEffect(() => {
    onTotal.current = onTotalChange;
  });
  useEffect(() => {
    if (total !== undefined) onTotal.current?.(total);
  }, [total]);
}

export interface CommentViewer {
  id: string;
  username: string;
  avatarUrl: string | null;
}

/**
 * The video page's comments: the count, the box (Ctrl/Cmd+Enter posts,
 * Escape leaves it), the list newest first with 'OP' on the owner's comments, a delete button
 * on one's own and a remove button on others' for the video's creator and admins (a removed comment
 * stays, struck through, for its author alone). Posting shows the comment at once; realtime events and a 30 s refresh keep the
 * list current. Visitors get 'Log in to comment'.
 */
export function CommentsSection({
  videoId,
  viewer,
  viewerIsOwner,
  onTotalChange,
  commentActions,
  inSheet = false,
}: {
  videoId: number;
  /** Inside a sheet titled 'Comments' (the phone's viewer): no heading or rule of its own on screen. */
  inSheet?: boolean;
  /** undefined while unknown, null for a visitor. */
  viewer: CommentViewer | null | undefined;
  viewerIsOwner: boolean;
  /** Told the comment count whenever it changes (so cards elsewhere can show it). */
  onTotalChange?: (total: number) => void;
  /** More actions on a posted comment, drawn beside delete/remove (e.g. flagging it). */
  commentActions?: (comment: Comment) => ReactNode;
}) {
  useCommentEvents(videoId);
  const comments = useComments(videoId);
  const post = usePostComment(videoId);
  const remove = useDeleteComment(videoId);

  const total = comments.data?.pages[0]?.total;
  useTotalReport(total, onTotalChange);

  const pendingBody = post.isPending ? post.variables : undefined;
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const shownTotal = total === undefined ? undefined : total + (pendingBody ? 1 : 0);

  return (
    <CommentsFrame total={shownTotal} inSheet={inSheet}>
      {viewer === null ? (
        <Link
          to={paths.login.href(`${paths.video.href(videoId)}#comments`)}
          className={buttonStyles({ variant: 'secondary', className: 'self-start' })}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t('comments.logInToComment')}
        </Link>
      ) : (
        <CommentForm
          disabled={viewer === undefined}
          onPost={(body, restore) => post.mutate(body, { onError: () => restore(body) })}
        />
      )}

      {comments.isPending ? (
        <CommentsSkeleton />
      ) : !comments.data ? (
        <QueryError query={comments} title={t('comments.loadFailed')} className="py-6" />
      ) : items.length === 0 && !pendingBody ? (
        <StatusMessage
          icon={<MessageCircle aria-hidden="true" />}
          title={t('comments.empty')}
          description={viewer === null ? undefined : t('comments.emptyHint')}
          className="py-6"
        />
      ) : (
        <>
          <ul aria-label={t('comments.list')} className="flex flex-col gap-5">
            {pendingBody && viewer ? (
              <PendingComment videoId={videoId} body={pendingBody} viewer={viewer} viewerIsOwner={viewerIsOwner} />
            ) : null}
            {items.map((comment) => (
              <CommentItem
                key={comment.id}
                comment={comment}
                deleting={remove.isPending && remove.variables === comment.id}
                onDelete={() => remove.mutate(comment.id)}
                actions={commentActions?.(comment)}
              />
            ))}
          </ul>
          <LoadMore
            hasMore={comments.hasNextPage}
            loading={comments.isFetchingNextPage}
            onLoadMore={() => void comments.fetchNextPage()}
          />
        </>
      )}
    </CommentsFrame>
  );
}

/** The viewer's comment as it is being posted, shown at once. */
function PendingComment({
  videoId,
  body,
  viewer,
  viewerIsOwner,
}: {
  videoId: number;
  body: string;
  viewer: CommentViewer;
  viewerIsOwner: boolean;
}) {
  return (
    <CommentItem
      pending
      comment={{
        id: -1,
        videoId,
        body: body.trim(),
        createdAt: new Date().toISOString(),
        author: { id: viewer.id, username: viewer.username, avatarUrl: viewer.avatarUrl, deleted: false },
        isOp: viewerIsOwner,
        canDelete: false,
        canRemove: false,
        removed: null,
      }}
    />
  );
}
