import type { FeedHideRequest, VideoCard } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { labelVideoItem } from '../features/admin/components/label-video-item';
import { useCurrentUser } from '../features/auth/api/get-me';
import { useSteeringItems } from '../features/for-you/hooks/use-steering-items';
import {
  VideoActionsMenuImpl,
  type VideoActionsMenuImplProps,
} from '../features/video-owner/components/video-actions-menu-impl';
import { afterFeedHide } from './for-you-wiring';

/**
 * A video's '…' menu as its stand-in (app/video-actions.tsx) loads it: video-owner's items, for
 * admins 'Label video' beside them, then For You's ('Why am I seeing this?', the ways to see less).
 * Its code, and the contract's For You module, come when a '…' button is first wanted.
 */
export function VideoMenu(props: VideoActionsMenuImplProps & { video: VideoCard }) {
  const { video } = props;
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const onHidden = (hide: FeedHideRequest) => afterFeedHide(queryClient, { hide, video });
  const steering = useSteeringItems(video, { signedIn: Boolean(me), onHidden });
  // The server checks the admin's role again.
  const extras = me?.isAdmin ? [{ key: 'label', ...labelVideoItem(video) }, ...steering] : steering;
  return <VideoActionsMenuImpl {...props} extras={extras} />;
}
