import type { FlagGroup } from '@promptreel/contract';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import type { FlagReview } from '../hooks/use-flag-review';
import { DecisionReasonField, reasonBody } from './decision-reason-field';
import { FlagGroupCard } from './flag-group-card';
import { TargetGroupCard } from './target-group-card';

type Target = Exclude<FlagGroup['target'], { type: 'video' }>;

function GroupReasonField({
  review,
  reasonKey,
  disabled,
}: {
  review: FlagReview;
  reasonKey: string;
  disabled: boolean;
}) {
  return (
    <DecisionReasonField
      label={t('admin.decisionNote')}
      hint={t('admin.decisionNoteHint')}
      value={review.reasonOf(reasonKey)}
      onChange={(value) => review.setReason(reasonKey, value)}
      disabled={disabled}
      className="basis-full"
    />
  );
}

/** The comment's author, or the person: names what each button acts on. */
function targetName(target: Target) {
  if (target.type === 'comment') {
    return target.comment
      ? t('admin.theCommentBy', { username: target.comment.author.username })
      : t('admin.theDeletedComment');
  }
  return target.profile && !target.profile.deleted ? `@${target.profile.username}` : target.label;
}

function TargetActions({ review, target }: { review: FlagReview; target: Target }) {
  const busy = review.deciding(target.id);
  const doing = review.decide.variables?.action;
  const removable = target.type === 'comment' && target.comment !== null && target.comment.removed === null;
  return (
    <>
      <GroupReasonField review={review} reasonKey={`${target.type}-${target.id}`} disabled={busy} />
      <Button
        variant="secondary"
        size="sm"
        aria-label={t('admin.dismissReportsOn', { target: targetName(target) })}
        disabled={busy}
        onClick={() =>
          review.onDecide({
            ...(target.type === 'comment'
              ? { action: 'dismiss-comment', commentId: target.id }
              : { action: 'dismiss-profile', profileId: target.id }),
            ...reasonBody(review.reasonOf(`${target.type}-${target.id}`)),
          })
        }
      >
        {busy && doing !== 'remove-comment' ? t('admin.dismissing') : t('admin.dismiss')}
      </Button>
      {removable ? (
        <Button
          variant="outline"
          size="sm"
          className="text-danger"
          aria-label={t('admin.removeCommentBy', { username: target.comment?.author.username ?? '' })}
          disabled={busy}
          onClick={() =>
            review.onDecide({
              action: 'remove-comment',
              commentId: target.id,
              ...reasonBody(review.reasonOf(`comment-${target.id}`)),
            })
          }
        >
          {busy && doing === 'remove-comment' ? t('admin.removing') : t('admin.removeComment')}
        </Button>
      ) : null}
    </>
  );
}

/** A reported comment or profile, with Dismiss (and Remove comment) while pending. */
export function TargetGroupItem({
  group,
  target,
  archived,
  review,
}: {
  group: FlagGroup;
  target: Target;
  archived: boolean;
  review: FlagReview;
}) {
  return (
    <li>
      <TargetGroupCard
        group={group}
        target={target}
        archived={archived}
        actions={archived ? undefined : <TargetActions review={review} target={target} />}
      />
    </li>
  );
}

/** A reported video, with Dismiss and Delete video while pending. */
export function VideoGroupItem({
  group,
  archived,
  review,
}: {
  group: FlagGroup;
  archived: boolean;
  review: FlagReview;
}) {
  const { dismiss, remove } = review;
  const dismissing = dismiss.isPending && dismiss.variables.videoId === group.videoId;
  const busy = dismissing || (remove.isPending && remove.variables.videoId === group.videoId);
  return (
    <li>
      <FlagGroupCard
        group={group}
        archived={archived}
        actions={
          !archived && group.videoId !== null ? (
            <>
              <GroupReasonField review={review} reasonKey={`video-${group.videoId}`} disabled={busy} />
              <Button variant="secondary" size="sm" onClick={() => review.onDismiss(group)} disabled={busy}>
                {dismissing ? t('admin.dismissing') : t('admin.dismiss')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                className="text-danger"
                onClick={() => review.askToDelete(group)}
                disabled={busy}
              >
                {t('admin.deleteVideo')}
              </Button>
            </>
          ) : undefined
        }
      />
    </li>
  );
}
