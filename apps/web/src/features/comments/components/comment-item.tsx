import type { Comment } from '@promptreel/contract';
import { EyeOff, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../../components/link';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { IconButton } from '../../../components/ui/icon-button';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { formatDate, toIsoString } from '../../../lib/format-time';
import { formatRelativeTime } from '../../../lib/format-relative-time';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

/** In place of a removed comment, for its author (the contract's COMMENT_REMOVED in British English). */
const REMOVED_KEYS = {
  creator: 'comments.removedByCreator',
  moderator: 'comments.removedByModerator',
} as const satisfies Record<NonNullable<Comment['removed']>, MessageKey>;

export function CommentItem({
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
            <Badge tone="accent" title={t('comments.opTitle')} className="px-2 py-0 font-semibold">
              {t('comments.op')}
            </Badge>
          ) : null}
          <time dateTime={toIsoString(comment.createdAt)} title={formatDate(comment.createdAt)} className="text-muted">
            {formatRelativeTime(comment.createdAt)}
          </time>
          {pending ? <span className="text-muted">{t('comments.posting')}</span> : null}
        </div>
        {comment.removed ? (
          // Its author alone gets it: what they wrote stays readable, under who removed it.
          <>
            <p className="mt-0.5 text-sm font-medium text-muted italic">{t(REMOVED_KEYS[comment.removed])}</p>
            <p className="mt-0.5 break-words whitespace-pre-line text-muted line-through">{comment.body}</p>
          </>
        ) : (
          <p className="mt-0.5 break-words whitespace-pre-line">{comment.body}</p>
        )}
      </div>
      {(comment.canDelete || comment.canRemove) && onDelete ? (
        <IconButton
          label={comment.canDelete ? t('comments.delete') : t('comments.remove')}
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

export function CommentsSkeleton() {
  return (
    <LoadingRows
      label={t('comments.loading')}
      className="flex flex-col gap-5"
      row={() => <SkeletonRow lead="size-8 rounded-full" lines={['w-40', 'w-full']} />}
    />
  );
}
