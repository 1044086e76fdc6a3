import type { VideoCard } from '@promptreel/contract';
import { labelVideoItem } from '../features/admin/components/label-video-item';
import { useCurrentUser } from '../features/auth/api/get-me';
import { VideoActionsMenu, type ActionsVideo } from '../features/video-owner/components/video-actions-menu';

/**
 * A video's '…' menu on cards and its page: the owner's and everyone's items (video-owner), and for
 * admins 'Label video' (admin). The server checks the role again.
 */
export function VideoActions({
  video,
  onDeleted,
}: {
  video: ActionsVideo & Pick<VideoCard, 'labels'>;
  onDeleted?: () => void;
}) {
  const me = useCurrentUser();
  return (
    <VideoActionsMenu video={video} onDeleted={onDeleted} extra={me?.isAdmin ? labelVideoItem(video) : undefined} />
  );
}
