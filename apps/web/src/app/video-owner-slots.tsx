import type { VideoCard } from '@promptreel/contract';
import type { ReactNode } from 'react';
import { VideoActionsMenu } from '../features/video-owner/components/video-actions-menu';
import { VideoCardSlotsProvider, type VideoCardSlots } from '../features/videos/components/video-card-slots';

const slots: VideoCardSlots = {
  actions: (video: VideoCard) => <VideoActionsMenu video={video} />,
};

/** Puts the video-owner feature's 'Video actions' menu on every list card (features never import each other). */
export function VideoOwnerSlots({ children }: { children: ReactNode }) {
  return <VideoCardSlotsProvider value={slots}>{children}</VideoCardSlotsProvider>;
}
