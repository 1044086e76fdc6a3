import { CARD_FRAMES } from '@promptreel/contract';
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
import { t } from '../lib/i18n';

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
      label={kind === 'uploads' ? t('app.videosBy', { username }) : t('app.videosClappedBy', { username })}
      errorTitle={t('app.failedToLoadVideos')}
      empty={
        kind === 'uploads' ? (
          <StatusMessage icon={<Clapperboard aria-hidden="true" />} title={t('app.notUploadedYet', { username })} />
        ) : (
          <StatusMessage icon={<Hand aria-hidden="true" />} title={t('app.notClappedYet', { username })} />
        )
      }
    />
  );
}

/** A profile's public collections (its owner sees their private ones too). */
function ProfileCollections({ username }: { username: string }) {
  const query = useProfileCollections(username);
  if (query.isError)
    return <QueryError query={query} title={t('app.failedToLoadCollections')} description={query.error.message} />;
  if (!query.data)
    return (
      <LoadingRows
        label={t('app.loadingCollections')}
        className="grid grid-cols-2 gap-4 sm:grid-cols-3"
        row={() => <Skeleton className="aspect-video rounded-lg" />}
      />
    );
  if (query.data.items.length === 0)
    return <StatusMessage icon={<Library aria-hidden="true" />} title={t('app.noCollections')} />;
  return <CollectionTiles collections={query.data.items} label={t('app.collectionsOf', { username })} />;
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
