import type { FeedHideRequest, VideoCard } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Repeat2, WandSparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { t } from '../lib/i18n';
import { labelVideoItem } from '../features/admin/components/label-video-item';
import { useCurrentUser } from '../features/auth/api/get-me';
import { useSaveMenuItem } from '../features/collections/components/save-menu-item';
import { useSteeringItems } from '../features/for-you/hooks/use-steering-items';
import { useThisPrompt } from '../features/prompt/hooks/use-this-prompt';
import {
  VideoActionsMenuImpl,
  type VideoActionsMenuImplProps,
  type VideoMenuExtra,
} from '../features/video-owner/components/video-actions-menu-impl';
import { afterFeedHide } from './for-you-wiring';

/** 'Use this prompt' and 'Remix' (while its creator allows remixes), for every video. */
function useRemixItems(video: VideoCard): VideoMenuExtra[] {
  const copyPrompt = useThisPrompt();
  const navigate = useNavigate();
  const items: VideoMenuExtra[] = [];
  const { prompt } = video;
  if (prompt)
    items.push({
      key: 'use-prompt',
      text: t('app.useThisPrompt'),
      icon: <WandSparkles aria-hidden="true" />,
      onSelect: () => void copyPrompt({ ...video, prompt }),
    });
  if (video.allowRemixes)
    items.push({
      key: 'remix',
      text: t('app.remix'),
      icon: <Repeat2 aria-hidden="true" />,
      onSelect: () => void navigate(paths.upload.href(video.id)),
    });
  return items;
}

/**
 * A video's '…' menu as its stand-in (app/video-actions.tsx) loads it: video-owner's items, for
 * admins 'Label video', then Save, Use this prompt and Remix, then For You's ('Why am I seeing this?',
 * the ways to see less). Its code, and the contract's For You module, come when a '…' button is
 * first wanted.
 */
export function VideoMenu(props: VideoActionsMenuImplProps & { video: VideoCard }) {
  const { video } = props;
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const onHidden = (hide: FeedHideRequest) => afterFeedHide(queryClient, { hide, video });
  const steering = useSteeringItems(video, { signedIn: Boolean(me), onHidden });
  const remixing = useRemixItems(video);
  // undefined while the session is read: offered as to a signed-in person; the server decides.
  const save = useSaveMenuItem(video, me === undefined ? undefined : me !== null);
  // The server checks the admin's role again.
  const admin = me?.isAdmin ? [{ key: 'label', ...labelVideoItem(video) }] : [];
  // An admin's 'Label video' stays beside Flag video: both are about what is wrong with a video.
  return <VideoActionsMenuImpl {...props} extras={[...admin, save, ...remixing, ...steering]} />;
}
