import type { FlagGroup, FlagTarget } from '@promptreel/contract';
import { Film, MessageSquareWarning, UserRound } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from '../../../components/link';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import { richText } from '../../../components/ui/rich-text';
import { reportCount } from '../utils/moderation-format';
import { ReportItem, UserLink, When } from './flag-group-card';

type CommentTarget = Extract<FlagTarget, { type: 'comment' }>;
type ProfileTarget = Extract<FlagTarget, { type: 'profile' }>;

/** Who removed a comment, as its badge says. */
const REMOVED_BY = { creator: 'admin.removedByCreator', moderator: 'admin.removedByModerator' } as const;

const THUMB = 'shrink-0 overflow-hidden rounded-lg bg-media object-cover';

/** A small poster, or a film icon when there is none. */
function Thumb({ src, className }: { src: string | null; className: string }) {
  if (src) return <img src={src} alt="" loading="lazy" decoding="async" className={cn(THUMB, className)} />;
  return (
    <div aria-hidden="true" className={cn(THUMB, className, 'grid place-items-center text-zinc-400')}>
      <Film className="size-4" />
    </div>
  );
}

/** The reported comment as it reads under its video: author, words, the video it is on. */
function CommentContext({ target }: { target: CommentTarget }) {
  const { comment } = target;
  if (!comment) {
    return (
      <div className="flex flex-col gap-1.5 rounded-xl bg-subtle p-3 text-sm">
        <Badge className="self-start">{t('admin.commentDeleted')}</Badge>
        <p className="break-words whitespace-pre-line text-muted">{t('admin.quoted', { text: target.label })}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-subtle p-3">
      <div className="flex gap-2.5">
        <Avatar src={comment.author.avatarUrl} username={comment.author.username} alt="" />
        <div className="flex min-w-0 flex-col gap-0.5 text-sm">
          <p className="flex flex-wrap items-center gap-x-2">
            <UserLink username={comment.author.username} />
            <span className="text-muted">
              <When value={comment.createdAt} />
            </span>
            {comment.removed ? <Badge>{t(REMOVED_BY[comment.removed])}</Badge> : null}
          </p>
          <p className={cn('break-words whitespace-pre-line', comment.removed && 'text-muted line-through')}>
            {comment.body}
          </p>
        </div>
      </div>
      <Link
        to={`${paths.video.href(comment.video.id)}#comments`}
        className="flex items-center gap-2.5 self-start rounded-lg text-sm hover:underline"
      >
        <Thumb src={comment.video.posterUrl} className="h-10 w-16" />
        <span className="min-w-0">
          {richText('admin.onVideo', {
            words: <span className="text-muted">{t('admin.onWords')}</span>,
            title: <span className="font-medium break-words">{comment.video.title}</span>,
          })}
        </span>
      </Link>
    </div>
  );
}

/** The reported person: who they are and what they uploaded last. */
function ProfileContext({ target }: { target: ProfileTarget }) {
  const { profile } = target;
  const headingId = useId();
  if (!profile) return null;
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-subtle p-3">
      <p id={headingId} className="text-sm font-medium">
        {t('admin.latestUploads')}
      </p>
      {profile.uploads.length === 0 ? (
        <p className="text-sm text-muted">{t('admin.noUploads')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-3">
          {profile.uploads.map((video) => (
            <li key={video.id}>
              <Link
                to={paths.video.href(video.id)}
                className="flex items-center gap-2 rounded-lg text-sm hover:underline sm:flex-col sm:items-start"
              >
                <Thumb src={video.posterUrl} className="h-10 w-16 sm:aspect-video sm:h-auto sm:w-full" />
                <span className="min-w-0 font-medium break-words">{video.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The heading line: 'Comment by @name' or '@name', with what it is. */
function Heading({ target, id }: { target: CommentTarget | ProfileTarget; id: string }) {
  if (target.type === 'comment') {
    const author = target.comment?.author.username;
    return (
      <h3 id={id} className="flex items-center gap-2 leading-snug font-semibold break-words">
        <MessageSquareWarning aria-hidden="true" className="size-4 shrink-0 text-muted" />
        {author ? t('admin.commentBy', { username: author }) : t('admin.comment')}
      </h3>
    );
  }
  const name = target.profile && !target.profile.deleted ? target.profile.username : null;
  return (
    <h3 id={id} className="flex min-w-0 items-center gap-2 leading-snug font-semibold">
      {target.profile ? (
        <Avatar src={target.profile.avatarUrl} username={name} alt="" />
      ) : (
        <UserRound aria-hidden="true" className="size-4 shrink-0 text-muted" />
      )}
      <span className="min-w-0 break-all">
        {name ? (
          <Link to={paths.profile.href(name)} className="hover:underline">
            {t('admin.profileOf', { name: `@${name}` })}
          </Link>
        ) : (
          t('admin.profileOf', { name: target.label })
        )}
      </span>
    </h3>
  );
}

/**
 * Every report about one comment or one profile, in context: the comment with its author and
 * video, or the person with their latest uploads; then each report. Pending groups end with their
 * decision buttons.
 */
export function TargetGroupCard({
  group,
  target,
  archived,
  actions,
}: {
  group: FlagGroup;
  target: CommentTarget | ProfileTarget;
  archived: boolean;
  actions?: ReactNode;
}) {
  const titleId = useId();
  const gone = target.type === 'comment' ? !target.comment : !target.profile || target.profile.deleted;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
      <div className="flex flex-col gap-1">
        <Heading target={target} id={titleId} />
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-muted">
          <Badge tone="accent">{target.type === 'comment' ? t('admin.comment') : t('admin.profile')}</Badge>
          {gone && target.type === 'profile' ? <Badge>{t('admin.accountDeleted')}</Badge> : null}
          <span>{reportCount(group.reports.length)}</span>
          <span aria-hidden="true">·</span>
          <span>
            <When value={group.latestAt} words={(when) => t('admin.latestAt', { when })} />
          </span>
        </p>
      </div>
      {target.type === 'comment' ? <CommentContext target={target} /> : <ProfileContext target={target} />}
      <ul className="flex flex-col gap-3" aria-label={t('admin.reports')}>
        {group.reports.map((report) => (
          <ReportItem
            key={report.id}
            report={report}
            archived={archived}
            provenance={undefined}
            deletedLabel={target.type === 'comment' ? t('admin.commentRemoved') : undefined}
          />
        ))}
      </ul>
      {actions ? <div className="flex flex-wrap justify-end gap-2 border-t border-line pt-3">{actions}</div> : null}
    </article>
  );
}
