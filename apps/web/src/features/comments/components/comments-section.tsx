import { COMMENT_MAX, COMMENT_REMOVED, type Comment } from '@promptreel/contract';
import { EyeOff, LogIn, MessageCircle, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonStyles } from '../../../components/ui/button';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { StatusMessage } from '../../../components/ui/status-message';
import { paths } from '../../../config/paths';
import { formatDate, toIsoString } from '../../../lib/format-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { cn } from '../../../lib/cn';
import { useDeleteComment } from '../api/delete-comment';
import { useComments } from '../api/get-comments';
import { usePostComment } from '../api/post-comment';
import { useCommentEvents } from '../hooks/use-comment-events';

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
}: {
  videoId: number;
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
  const headingId = useId();

  const total = comments.data?.pages[0]?.total;
  const onTotal = useRef(onTotalChange);
  useEffect(() => {
    onTotal.current = onTotalChange;
  });
  useEffect(() => {
    if (total !== undefined) onTotal.current?.(total);
  }, [total]);

  const pendingBody = post.isPending ? post.variables : undefined;
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];
  const shownTotal = total === undefined ? undefined : total + (pendingBody ? 1 : 0);

  return (
    <section
      id="comments"
      aria-labelledby={headingId}
      className="flex scroll-mt-20 flex-col gap-5 border-t border-line pt-6"
    >
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        Comments
        {shownTotal !== undefined ? (
          <span className="rounded-full bg-subtle px-2 text-sm font-medium text-muted tabular-nums">{shownTotal}</span>
        ) : null}
      </h2>

      {viewer === null ? (
        <Link
          to={paths.login.href(`${paths.video.href(videoId)}#comments`)}
          className={buttonStyles({ variant: 'secondary', className: 'self-start' })}
        >
          <LogIn aria-hidden="true" className="size-4" />
          Log in to comment
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
        <QueryError query={comments} title="Failed to load comments." className="py-6" />
      ) : items.length === 0 && !pendingBody ? (
        <StatusMessage
          icon={<MessageCircle aria-hidden="true" />}
          title="No comments yet."
          description={viewer === null ? undefined : 'Be the first to say what you think.'}
          className="py-6"
        />
      ) : (
        <>
          <ul aria-label="Comments" className="flex flex-col gap-5">
            {pendingBody && viewer ? (
              <CommentItem
                pending
                comment={{
                  id: -1,
                  videoId,
                  body: pendingBody.trim(),
                  createdAt: new Date().toISOString(),
                  author: { id: viewer.id, username: viewer.username, avatarUrl: viewer.avatarUrl, deleted: false },
                  isOp: viewerIsOwner,
                  canDelete: false,
                  canRemove: false,
                  removed: null,
                }}
              />
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
    </section>
  );
}

function CommentForm({
  disabled,
  onPost,
}: {
  disabled: boolean;
  /** `restore` puts the text back in the box if posting fails. */
  onPost: (body: string, restore: (body: string) => void) => void;
}) {
  const [body, setBody] = useState('');
  const fieldId = useId();
  const hintId = useId();
  const trimmed = body.trim();

  const submit = () => {
    if (!trimmed || disabled) return;
    onPost(trimmed, (failed) => setBody((current) => current || failed));
    setBody('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.currentTarget.blur();
    }
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <label htmlFor={fieldId} className="sr-only">
        Add a comment
      </label>
      <textarea
        id={fieldId}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Add a comment…"
        maxLength={COMMENT_MAX}
        rows={3}
        disabled={disabled}
        aria-describedby={hintId}
        className="min-h-20 w-full resize-y rounded-xl border border-line bg-surface px-3 py-2 text-[0.9375rem] text-fg transition-colors duration-150 placeholder:text-muted hover:border-subtle-hover focus-visible:border-ring disabled:opacity-60"
      />
      <div className="flex items-center justify-between gap-3">
        <p id={hintId} className="text-xs text-muted">
          Ctrl+Enter (⌘+Enter on a Mac) to post
        </p>
        <Button type="submit" size="sm" disabled={!trimmed || disabled}>
          Post comment
        </Button>
      </div>
    </form>
  );
}

function CommentItem({
  comment,
  pending = false,
  deleting = false,
  onDelete,
  actions,
}: {
  comment: Comment;
  pending?: boolean;
  deleting?: boolean;
  onDelete?: () => void;
  actions?: ReactNode;
}) {
  const { author } = comment;
  const name = author.deleted ? author.username : `@${author.username}`;
  return (
    <li aria-busy={pending || undefined} className={cn('flex gap-3', (pending || deleting) && 'opacity-60')}>
      <Avatar src={author.avatarUrl} username={author.deleted ? null : author.username} alt="" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm">
          {author.deleted ? (
            <span className="font-semibold text-muted">{name}</span>
          ) : (
            <Link to={paths.profile.href(author.username)} className="font-semibold break-all hover:underline">
              {name}
            </Link>
          )}
          {comment.isOp ? (
            <Badge tone="accent" title="The video's creator" className="px-2 py-0 font-semibold">
              OP
            </Badge>
          ) : null}
          <time dateTime={toIsoString(comment.createdAt)} title={formatDate(comment.createdAt)} className="text-muted">
            {formatRelativeTime(comment.createdAt)}
          </time>
          {pending ? <span className="text-muted">Posting…</span> : null}
        </div>
        {comment.removed ? (
          // Its author alone gets it: what they wrote stays readable, under who removed it.
          <>
            <p className="mt-0.5 text-sm font-medium text-muted italic">{COMMENT_REMOVED[comment.removed]}</p>
            <p className="mt-0.5 break-words whitespace-pre-line text-muted line-through">{comment.body}</p>
          </>
        ) : (
          <p className="mt-0.5 break-words whitespace-pre-line">{comment.body}</p>
        )}
      </div>
      {(comment.canDelete || comment.canRemove) && onDelete ? (
        <IconButton
          label={comment.canDelete ? 'Delete comment' : 'Remove comment'}
          size="icon-sm"
          onClick={onDelete}
          disabled={deleting}
          icon={
            comment.canDelete ? (
              <Trash2 aria-hidden="true" className="size-4" />
            ) : (
              <EyeOff aria-hidden="true" className="size-4" />
            )
          }
          className="shrink-0 text-muted hover:text-danger"
        />
      ) : null}
      {actions}
    </li>
  );
}

function CommentsSkeleton() {
  return (
    <LoadingRows
      label="Loading comments…"
      className="flex flex-col gap-5"
      row={() => <SkeletonRow lead="size-8 rounded-full" lines={['w-40', 'w-full']} />}
    />
  );
}
