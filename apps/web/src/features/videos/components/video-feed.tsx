import { LIMITS, type CardFrame, type FeedResponse, type FeedTab } from '@promptreel/contract';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LazyTakeover } from '../../../components/lazy-takeover';
import { LoadMore } from '../../../components/load-more';
import { QueryError } from '../../../components/query-error';
import { useFeed } from '../api/get-feed';
import type { VideoListRef } from '../api/video-lists';
import { useReturnToCard } from '../hooks/use-return-to-card';
import type { FeedFilters } from '../../../lib/feed-filters';
import { t } from '../../../lib/i18n';
import type { FeedLayout } from '../utils/feed-params';
import { VideoCard } from './video-card';
import { VideoCardSkeleton } from './video-card-skeleton';
import { VideoListContext } from './video-list-context';

/**
 * How many posters load eagerly at high priority. Only the first: it is the page's LCP element (the
 * server preloads it), and on a slow phone connection a second high-priority image would share the
 * bandwidth with it; the others load lazily, which still starts at once for those in view.
 */
const PRIORITY_POSTERS = { list: 1, grid: 1 } as const;

/** Placeholders shown under the list while the next page loads. */
const NEXT_PAGE_SKELETONS = { list: 2, grid: 4 } as const;

// The grid's columns and gap are in the contract's CARD_FRAMES too (the posters' `sizes`).
const LIST_CLASS: Record<FeedLayout, string> = {
  list: 'divide-y divide-line',
  grid: 'grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
};

/** One feed (tab + filters) with infinite scroll. */
export function VideoFeed({
  tab,
  filters,
  label,
  layout = 'list',
  empty,
}: {
  tab: FeedTab;
  filters: FeedFilters;
  label: string;
  layout?: FeedLayout;
  /** The empty state (its text depends on the tab and the filters). */
  empty: ReactNode;
}) {
  const feed = useFeed(tab, filters);
  return (
    <VideoCardList
      query={feed}
      label={label}
      layout={layout}
      empty={empty}
      errorTitle={t('videos.loadFailed')}
      skeletons={LIMITS.feedPageSize}
      list={{ kind: 'feed', tab, filters }}
    />
  );
}

/**
 * Any paged list of cards: one skeleton per card slot while the first page loads, the error
 * with Retry, the empty state, or the cards with infinite scroll and a 'Load more' button.
 */
export function VideoCardList({
  query,
  label,
  layout = 'list',
  empty,
  errorTitle,
  skeletons = LIMITS.feedPageSize,
  headingLevel = 2,
  frame,
  list = null,
}: {
  query: UseInfiniteQueryResult<InfiniteData<FeedResponse>, Error>;
  label: string;
  layout?: FeedLayout;
  empty: ReactNode;
  errorTitle: string;
  skeletons?: number;
  headingLevel?: 2 | 3;
  /** Where the list sits, for the posters' `sizes` (the home feed's, unless told). */
  frame?: CardFrame;
  /** Which list this is, for the viewer a card opens (it walks the same list). */
  list?: VideoListRef | null;
}) {
  const videos = query.data?.pages.flatMap((page) => page.items);
  useReturnToCard(videos);
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          {t('videos.loading')}
        </p>
        <div className={LIST_CLASS[layout]}>
          {Array.from({ length: skeletons }, (_, i) => (
            <VideoCardSkeleton key={i} layout={layout} />
          ))}
        </div>
      </div>
    );
  }

  if (!query.data) {
    return <QueryError query={query} title={errorTitle} />;
  }

  if (!videos?.length) return <>{empty}</>;

  return (
    <VideoListContext.Provider value={list}>
      <div aria-busy={query.isFetchingNextPage || undefined}>
        <ul aria-label={label} className={LIST_CLASS[layout]}>
          {videos.map((video, index) => (
            <LazyTakeover key={video.id} className="min-w-0">
              <VideoCard
                video={video}
                layout={layout}
                priority={index < PRIORITY_POSTERS[layout]}
                headingLevel={headingLevel}
                frame={frame}
              />
            </LazyTakeover>
          ))}
          {query.isFetchingNextPage
            ? Array.from({ length: NEXT_PAGE_SKELETONS[layout] }, (_, i) => (
                <li key={`skeleton-${i}`} aria-hidden="true">
                  <VideoCardSkeleton layout={layout} />
                </li>
              ))
            : null}
        </ul>
        <LoadMore
          hasMore={query.hasNextPage}
          loading={query.isFetchingNextPage}
          // After a failed page, only the button tries again (no retry loop while scrolling).
          auto={!query.isFetchNextPageError}
          onLoadMore={() => void query.fetchNextPage()}
        />
        {query.isFetchNextPageError ? (
          <p role="alert" className="pb-4 text-center text-sm text-danger">
            {errorTitle}
          </p>
        ) : null}
      </div>
    </VideoListContext.Provider>
  );
}
