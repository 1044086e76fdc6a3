import { FEED_TABS, type FeedTab } from '@promptreel/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/get-me';
import { FeedTabs } from '../../features/videos/components/feed-tabs';
import { VideoCardSkeleton } from '../../features/videos/components/video-card-skeleton';
import { VideoFeed } from '../../features/videos/components/video-feed';
import { FEED_TAB_LABELS, parseFeedParams } from '../../features/videos/utils/feed-params';
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

/** Home: tabs from ?tab= (legacy 'new'/'popular' accepted), filters from the URL, first page of cards. */
export function FeedRoute() {
  useDocumentTitle('Feed');
  usePreloadVideoPage();
  const user = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const signedIn = Boolean(user);
  const { tab, filters, needsCanonicalTab } = parseFeedParams(searchParams, { signedIn });
  const tabs = signedIn ? FEED_TABS : VISITOR_TABS;
  // Until we know who is looking, ?tab=following cannot be judged: wait rather than flash Latest.
  const waitingForViewer = user === undefined && searchParams.get('tab') === 'following';

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

  const onTabChange = (next: FeedTab) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('tab', next);
      return params;
    });

  return (
    <div className="mx-auto w-full max-w-[600px]">
      <h1 className="sr-only">Feed</h1>
      <FeedTabs tab={tab} tabs={tabs} onTabChange={onTabChange}>
        {waitingForViewer ? (
          <div aria-hidden="true">
            <VideoCardSkeleton />
          </div>
        ) : (
          <VideoFeed key={tab} tab={tab} filters={filters} label={`${FEED_TAB_LABELS[tab]} videos`} />
        )}
      </FeedTabs>
    </div>
  );
}
