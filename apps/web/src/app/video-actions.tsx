import type { VideoCard } from '@promptreel/contract';
import { VideoActionsMenu, type VideoMenuComponent } from '../features/video-owner/components/video-actions-menu';
import { withTexts } from '../lib/i18n';

// One download for every card: the menu (Radix DropdownMenu, the loaders of its dialogs, For You's
// items) is not needed to show the feed, so it is fetched when a '…' button is first wanted. The
// owner's menu is asked for beside it, a file of its own that a change to For You leaves cached.
let loading: Promise<VideoMenuComponent<VideoCard>> | null = null;
function loadMenu(): Promise<VideoMenuComponent<VideoCard>> {
  loading ??= withTexts(() =>
    Promise.all([import('./video-menu'), import('../features/video-owner/components/video-actions-menu-impl')]),
  )().then(
    ([module]) => module.VideoMenu,
    (error: unknown) => {
      loading = null; // let the next attempt try again
      throw error;
    },
  );
  return loading;
}

/**
 * A video's '…' menu on cards, the viewer and its page: the owner's and everyone's items
 * (video-owner), For You's, and for admins 'Label video' (admin), composed in app/video-menu.tsx.
 */
export function VideoActions({ video, onDeleted }: { video: VideoCard; onDeleted?: () => void }) {
  return <VideoActionsMenu video={video} onDeleted={onDeleted} load={loadMenu} />;
}
