import { CARD_FRAMES } from '@promptreel/contract';
import { Clapperboard, Hand } from 'lucide-react';
import { StatusMessage } from '../components/ui/status-message';
import { ProfileCommentList } from '../features/comments/components/profile-comment-list';
import { useProfileVideos, type ProfileVideosKind } from '../features/videos/api/get-profile-videos';
import { VideoCardList } from '../features/videos/components/video-feed';

const GRID_SKELETONS = 8;

function ProfileVideos({ username, kind }: { username: string; kind: ProfileVideosKind }) {
  const query = useProfileVideos(username, kind);
  return (
    <VideoCardList
      query={query}
      layout="grid"
      frame={CARD_FRAMES.profileGrid}
      skeletons={GRID_SKELETONS}
      list={{ kind: 'profile', username, videos: kind }}
      label={kind === 'uploads' ? `Videos by @${username}` : `Videos @${username} clapped for`}
      errorTitle="Failed to load videos."
      empty={
        kind === 'uploads' ? (
          <StatusMessage icon={<Clapperboard aria-hidden="true" />} title={`@${username} has not uploaded yet.`} />
        ) : (
          <StatusMessage icon={<Hand aria-hidden="true" />} title={`@${username} has not clapped for a video yet.`} />
        )
      }
    />
  );
}

/** The profile's Uploads (newest first), Claps and Comments tabs, filled from their lists. */
export function profileActivityPanels(username: string) {
  return {
    uploads: <ProfileVideos username={username} kind="uploads" />,
    claps: <ProfileVideos username={username} kind="claps" />,
    comments: <ProfileCommentList username={username} />,
  };
}
