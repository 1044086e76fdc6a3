import { CARD_FRAMES, parseId } from '@promptreel/contract';
import { FolderX, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { QueryError } from '../../components/query-error';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { useCollectionPage, useCollectionVideos } from '../../features/collections/api/get-collection';
import { useReorderCollection } from '../../features/collections/api/edit-collection';
import { CollectionHeader } from '../../features/collections/components/collection-header';
import { CollectionOrderList } from '../../features/collections/components/collection-order-list';
import { CollectionOwnerActions } from '../../features/collections/components/collection-owner-actions';
import { VideoCardList } from '../../features/videos/components/video-feed';
import { isApiError } from '../../lib/api-error';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/** /u/{username}/collections/{id}: a collection's videos in its order; its owner changes it here. */
export function CollectionRoute() {
  const id = parseId(useParams().id) ?? 0;
  const query = useCollectionPage(id);
  const cards = useCollectionVideos(id);
  const [ordering, setOrdering] = useState(false);
  const reorder = useReorderCollection(id);
  const first = query.data?.pages[0];
  const notFound = id === 0 || (isApiError(query.error) && query.error.isNotFound);
  useDocumentTitle(notFound ? t('pages.collectionNotFound') : (first?.collection.name ?? t('pages.collectionTitle')));

  if (notFound)
    return (
      <StatusMessage headingLevel={1} icon={<FolderX aria-hidden="true" />} title={t('pages.collectionNotFound')} />
    );
  if (query.isError)
    return (
      <QueryError
        query={query}
        headingLevel={1}
        title={t('pages.collectionFailed')}
        description={query.error.message}
      />
    );
  const videos = query.data?.pages.flatMap((page) => page.items) ?? [];
  const canOrder = Boolean(first?.isOwned) && videos.length > 1 && !query.hasNextPage;
  const orderButton = canOrder ? (
    <Button variant="outline" size="sm" aria-pressed={ordering} onClick={() => setOrdering(!ordering)}>
      <ListOrdered aria-hidden="true" />
      {t('pages.collectionChangeOrder')}
    </Button>
  ) : null;
  return (
    <div className="flex flex-col gap-6">
      {first ? (
        <CollectionHeader
          collection={first.collection}
          actions={
            first.isOwned ? (
              <>
                {orderButton}
                <CollectionOwnerActions collection={first.collection} />
              </>
            ) : null
          }
        />
      ) : null}
      {ordering && canOrder ? (
        <CollectionOrderList videos={videos} busy={reorder.isPending} onReorder={(ids) => reorder.mutate(ids)} />
      ) : (
        <VideoCardList
          query={cards}
          layout="grid"
          frame={CARD_FRAMES.profileGrid}
          skeletons={8}
          label={first ? t('pages.collectionVideosIn', { name: first.collection.name }) : t('pages.videos')}
          errorTitle={t('pages.failedToLoadVideos')}
          empty={<StatusMessage icon={<FolderX aria-hidden="true" />} title={t('pages.collectionEmpty')} />}
        />
      )}
    </div>
  );
}
