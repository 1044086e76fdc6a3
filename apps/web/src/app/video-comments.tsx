import type { Comment, VideoDetail } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../features/auth/api/get-me';
import { CommentsSection } from '../features/comments/components/comments-section';
import { FlagCommentAction } from '../features/flags/components/flag-comment-action';
import { patchVideoInQueries } from '../lib/video-cache';

/**
 * The video page's comments; the live count also goes to every card showing the video, and others'
 * comments carry 'Flag comment by @name'.
 */
export function VideoComments({
  video,
  inSheet = false,
}: {
  video: Pick<VideoDetail, 'id' | 'isOwned'>;
  /** In the viewer's bottom sheet, which has the heading. */
  inSheet?: boolean;
}) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const onTotalChange = useCallback(
    (total: number) => patchVideoInQueries(queryClient, video.id, { comments: total }),
    [queryClient, video.id],
  );
  const signedIn = user === undefined ? undefined : user !== null;
  const viewerId = user?.id;
  // Anyone but its author may flag a comment shown to all (a visitor is asked to log in).
  const commentActions = useCallback(
    (comment: Comment) =>
      comment.author.id === viewerId || comment.removed || comment.author.deleted ? null : (
        <FlagCommentAction
          commentId={comment.id}
          authorUsername={comment.author.username}
          body={comment.body}
          signedIn={signedIn}
        />
      ),
    [viewerId, signedIn],
  );
  return (
    <CommentsSection
      commentActions={commentActions}
      videoId={video.id}
      viewer={user ? { id: user.id, username: user.username, avatarUrl: user.avatarUrl } : user}
      viewerIsOwner={video.isOwned}
      onTotalChange={onTotalChange}
      inSheet={inSheet}
    />
  );
}
