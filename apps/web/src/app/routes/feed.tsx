import { FEED_TABS, type CataloguesResponse, type FeedTab } from '@promptreel/contract';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { StatusMessage } from '../../components/ui/status-message';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { FeedFiltersPanel, FiltersButton } from '../../features/feed-filters/components/feed-filters-panel';
import { LayoutToggle } from '../../features/feed-filters/components/layout-toggle';
import { useFeedFilters } from '../../features/feed-filters/hooks/use-feed-filters';
import { useFeedLayout } from '../../features/feed-filters/utils/layout-preference';
import type { FilterValues } from '../../features/feed-filters/utils/filter-values';
import { useStopPlayback } from '../../features/playback/components/playback-context';
import { FeedTabs } from '../../features/videos/components/feed-tabs';
import { VideoCardSkeleton } from '../../features/videos/components/video-card-skeleton';
import { VideoFeed } from '../../features/videos/components/video-feed';
import { FEED_TAB_LABELS, parseFeedParams, withFeedFilters } from '../../features/videos/utils/feed-params';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';

const VISITOR_TABS: readonly FeedTab[] = ['latest', 'hot'];

/** Warm the video page's code while the browser is idle: it is where most clicks go. */
function usePreloadVideoPage() {
  useEffect(() => {
    const load = () => void import('./video');
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: 4000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(load, 2000);
    return () => clearTimeout(timer);
  }, []);
}

/** The "Try All" of an empty filtered feed: clears that one filter. */
function TryAll({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="font-semibold text-accent underline underline-offset-2">
      All
    </button>
  );
}

/** Empty states of spec section 8: per category, per platform, Following, or none at all. */
function emptyState(
  tab: FeedTab,
  filters: FilterValues,
  catalogues: CataloguesResponse | undefined,
  setFilters: (filters: FilterValues) => void,
): ReactNode {
  const without = (name: keyof FilterValues) => () => {
    const next = { ...filters };
    delete next[name];
    setFilters(next);
  };
  // Spec section 8: 'No videos for "{category}" yet. Try All.', where "All" is a button that clears the filter.
  if (filters.category) {
    const label = catalogues?.categories.find((c) => c.slug === filters.category)?.label ?? filters.category;
    return (
      <StatusMessage
        title={
          <>
            No videos for &quot;{label}&quot; yet. Try <TryAll onClick={without('category')} />.
          </>
        }
      />
    );
  }
  if (filters.platform) {
    const label = catalogues?.platforms.find((p) => p.slug === filters.platform)?.label ?? filters.platform;
    return (
      <StatusMessage
        title={
          <>
            No videos for &quot;{label}&quot; yet. Try <TryAll onClick={without('platform')} />.
          </>
        }
      />
    );
  }
  if (tab === 'following' && !filters.orientation) {
    return (
      <StatusMessage
        title="No videos from people you follow yet."
        description="Follow creators to see their content here!"
      />
    );
  }
  return <StatusMessage title="No videos found." />;
}

/**
 * Home: tabs from ?tab= (legacy 'new'/'popular' accepted), filters from the URL or remembered,
 * list or grid, infinite scroll. Changing the tab stops the playing video.
 */
export function FeedRoute() {
  useDocumentTitle('Feed');
  usePreloadVideoPage();
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

  const writeUrl = useCallback(
    (filters: FilterValues, { replace }: { replace: boolean }) =>
      setSearchParams((current) => withFeedFilters(current, filters), { replace, preventScrollReset: true }),
    [setSearchParams],
  );
  const { filters, setFilters, catalogues } = useFeedFilters({
    url: parsed.filters,
    urlHasFilters: parsed.hasFilters,
    writeUrl,
  });

  // Rewrite legacy or unavailable tab names in place, once the viewer is known.
  useEffect(() => {
    if (user === undefined || !needsCanonicalTab) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  }, [user, needsCanonicalTab, tab, setSearchParams]);

  const onTabChange = (next: FeedTab) => {
    stopPlayback();
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('tab', next);
      return params;
    });
  };

  return (
    <div className={cn('mx-auto w-full', layout === 'list' ? 'max-w-[600px]' : 'max-w-screen-2xl')}>
      <h1 className="sr-only">Feed</h1>
      <FeedTabs
        tab={tab}
        tabs={tabs}
        onTabChange={onTabChange}
        toolbar={
          <div className="flex items-center gap-1.5">
            <FiltersButton open={filtersOpen} onOpenChange={setFiltersOpen} controls={panelId} filters={filters} />
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
            label={`${FEED_TAB_LABELS[tab]} videos`}
            empty={emptyState(tab, filters, catalogues.data, setFilters)}
          />
        )}
      </FeedTabs>
    </div>
  );
}
