import type { VideoDetail } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCurrentUser } from '../features/auth/api/get-me';
import { CommentsSection } from '../features/comments/components/comments-section';
import { patchVideoInQueries } from '../lib/video-cache';

/** The video page's comments; the live count also goes to every card showing the video. */
export function VideoComments({ video }: { video: Pick<VideoDetail, 'id' | 'isOwned'> }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const onTotalChange = useCallback(
    (total: number) => patchVideoInQueries(queryClient, video.id, { comments: total }),
    [queryClient, video.id],
  );
  return (
    <CommentsSection
      videoId={video.id}
      viewer={user ? { id: user.id, username: user.username, avatarUrl: user.avatarUrl } : user}
      viewerIsOwner={video.isOwned}
      onTotalChange={onTotalChange}
    />
  );
}
