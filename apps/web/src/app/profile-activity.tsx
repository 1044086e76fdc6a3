import { CARD_FRAMES, COLLECTION_TEXTS } from '@promptreel/contract';
import { Clapperboard, Hand, Library } from 'lucide-react';
import { QueryError } from '../components/query-error';
import { LoadingRows } from '../components/ui/loading-rows';
import { Skeleton } from '../components/ui/skeleton';
import { StatusMessage } from '../components/ui/status-message';
import { useProfileCollections } from '../features/collections/api/get-collection';
import { CollectionTiles } from '../features/collections/components/collection-tiles';
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

/** A profile's public collections (its owner sees their private ones too). */
function ProfileCollections({ username }: { username: string }) {
  const query = useProfileCollections(username);
  if (query.isError)
    return <QueryError query={query} title="Failed to load collections." description={query.error.message} />;
  if (!query.data)
    return (
      <LoadingRows
        label="Loading collections…"
        className="grid grid-cols-2 gap-4 sm:grid-cols-3"
        row={() => <Skeleton className="aspect-video rounded-lg" />}
      />
    );
  if (query.data.items.length === 0)
    return <StatusMessage icon={<Library aria-hidden="true" />} title={COLLECTION_TEXTS.noCollections} />;
  return <CollectionTiles collections={query.data.items} label={`Collections of @${username}`} />;
}

/** The profile's Uploads (newest first), Claps, Comments and Collections tabs, filled from their lists. */
export function profileActivityPanels(username: string) {
  return {
    uploads: <ProfileVideos username={username} kind="uploads" />,
    claps: <ProfileVideos username={username} kind="claps" />,
    comments: <ProfileCommentList username={username} />,
    collections: <ProfileCollections username={username} />,
  };
}
