import { FEED_TABS, type CataloguesResponse, type FeedTab } from '@promptreel/contract';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router';
import { richText } from '../../components/ui/rich-text';
import { StatusMessage } from '../../components/ui/status-message';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { FeedFiltersPanel, FiltersButton } from '../../features/feed-filters/components/feed-filters-panel';
import { LayoutToggle } from '../../features/feed-filters/components/layout-toggle';
import { useFeedFilters } from '../../features/feed-filters/hooks/use-feed-filters';
import { useFeedLayout } from '../../features/feed-filters/utils/layout-preference';
import { filterLabels } from '../../features/feed-filters/utils/filter-values';
import { useStopPlayback } from '../../features/playback/components/playback-context';
import { FeedTabs } from '../../features/videos/components/feed-tabs';
import { VideoCardSkeleton } from '../../features/videos/components/video-card-skeleton';
import { VideoFeed } from '../../features/videos/components/video-feed';
import { parseFeedParams, withFeedFilters } from '../../features/videos/utils/feed-params';
import { cn } from '../../lib/cn';
import type { FeedFilters } from '../../lib/feed-filters';
import { useDocumentTitle } from '../../lib/use-document-title';
import { t, withTexts } from '../../lib/i18n';

// For You is everyone's: a visitor's is what is rising now (the server's ranking).
const VISITOR_TABS: readonly FeedTab[] = ['latest', 'hot', 'foryou'];

/**
 * Fetch the video page's code when a visitor shows they may open a video: a pointer over a card's
 * link, a finger on it, or focus on it. That is a head start of the pointer's dwell (or the
 * finger's press) on the click, without fetching code for visitors who only scroll the feed.
 */
function usePreloadVideoPageOnIntent() {
  useEffect(() => {
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest('a[href^="/video/"]')) return;
      stop();
      void withTexts(() => import('./video'))().catch(() => undefined); // a failure resurfaces when the page renders
    };
    const stop = () => events.forEach((type) => document.removeEventListener(type, onIntent, true));
    events.forEach((type) => document.addEventListener(type, onIntent, { capture: true, passive: true }));
    return stop;
  }, []);
}

/** The "Try All" of an empty filtered feed: a button that clears every filter. */
function TryAll({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="rounded-sm font-semibold text-accent underline underline-offset-2 hover:no-underline"
    >
      {t('pages.feedTryAll')}
    </button>
  );
}

/** The feed's empty states: for the filters in force, Following, or none at all. */
function emptyState(
  tab: FeedTab,
  filters: FeedFilters,
  catalogues: CataloguesResponse | undefined,
  clearFilters: () => void,
): ReactNode {
  // One filter on: 'No videos for "{category}" yet. Try All.' (same for platform). With several
  // filters on, it names them all ("Midjourney · Square"): naming one would claim that one alone is
  // empty, and Try All clears them all, so the whole feed shows again.
  const labels = filterLabels(filters, catalogues);
  if (labels.length > 0) {
    return (
      <StatusMessage
        title={richText(
          'pages.feedNoVideosFor',
          { tryAll: <TryAll onClick={clearFilters} /> },
          { filters: labels.join(' · ') },
        )}
      />
    );
  }
  if (tab === 'following') {
    return <StatusMessage title={t('pages.feedNoFollowing')} description={t('pages.feedFollowCreators')} />;
  }
  return <StatusMessage title={t('pages.feedNoVideos')} />;
}

const withTab = (next: FeedTab) => (current: URLSearchParams) => {
  const params = new URLSearchParams(current);
  params.set('tab', next);
  return params;
};

/** ?tab= in the URL: a legacy or unavailable name is rewritten in place once `rewrite` says so. */
function useTabInUrl(tab: FeedTab, rewrite: boolean, setSearchParams: SetURLSearchParams) {
  useEffect(() => {
    if (rewrite) setSearchParams(withTab(tab), { replace: true });
  }, [rewrite, tab, setSearchParams]);
  return (next: FeedTab) => setSearchParams(withTab(next));
}

/**
 * Home: tabs from ?tab= (legacy 'new'/'popular' accepted), filters from the URL or remembered,
 * list or grid, infinite scroll. Changing the tab stops the playing video.
 */
export function FeedRoute() {
  useDocumentTitle(t('pages.feedTitle'));
  usePreloadVideoPageOnIntent();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = Boolean(user);
  const parsed = parseFeedParams(searchParams, { signedIn });
  const { tab, needsCanonicalTab } = parsed;
  const tabs = signedIn ? FEED_TABS : VISITOR_TABS;
  // Until we know who is looking, ?tab=following cannot be judged: wait rather than flash Latest.
  const waitingForViewer = user === undefined && searchParams.get('tab') === 'following';
  const stopPlayback = useStopPlayback();
  const [layout, setLayout] = useFeedLayout();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const filtersButton = useRef<HTMLButtonElement>(null);

  const writeUrl = useCallback(
    (filters: FeedFilters, { replace }: { replace: boolean }) =>
      setSearchParams((current) => withFeedFilters(current, filters), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  const { filters, setFilters, catalogues } = useFeedFilters({
    url: parsed.filters,
    urlHasFilters: parsed.hasFilters,
    writeUrl,
  });

  // Try All's button goes away with the message; focus moves to the control that set the filters.
  const clearFilters = () => {
    setFilters({});
    filtersButton.current?.focus();
  };

  const setTab = useTabInUrl(tab, user !== undefined && needsCanonicalTab, setSearchParams);
  const onTabChange = (next: FeedTab) => {
    stopPlayback();
    setTab(next);
  };

  return (
    <div className={cn('mx-auto w-full', layout === 'list' ? 'max-w-[600px]' : 'max-w-screen-2xl')}>
      <h1 className="sr-only">{t('pages.feedTitle')}</h1>
      <FeedTabs
        tab={tab}
        tabs={tabs}
        onTabChange={onTabChange}
        toolbar={
          <div className="flex items-center gap-1.5">
            <FiltersButton
              ref={filtersButton}
              open={filtersOpen}
              onOpenChange={setFiltersOpen}
              controls={panelId}
              filters={filters}
            />
            <LayoutToggle layout={layout} onChange={setLayout} />
          </div>
        }
        panel={
          <FeedFiltersPanel
            id={panelId}
            hidden={!filtersOpen}
            filters={filters}
            onChange={setFilters}
            catalogues={catalogues.data}
            cataloguesFailed={catalogues.isError}
            className="mt-3"
          />
        }
      >
        {waitingForViewer ? (
          <div aria-hidden="true">
            <VideoCardSkeleton layout={layout} />
          </div>
        ) : (
          <VideoFeed
            key={tab}
            tab={tab}
            filters={filters}
            layout={layout}
            label={t('pages.feedVideos', { tab })}
            empty={emptyState(tab, filters, catalogues.data, clearFilters)}
          />
        )}
      </FeedTabs>
    </div>
  );
}
