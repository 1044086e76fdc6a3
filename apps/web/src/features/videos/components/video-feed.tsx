import { LIMITS, type FeedTab } from '@promptreel/contract';
import { RotateCw } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { StatusMessage } from '../../../components/ui/status-message';
import { useFeed } from '../api/get-feed';
import type { FeedFilters } from '../utils/feed-params';
import { VideoCard } from './video-card';
import { VideoCardSkeleton } from './video-card-skeleton';

/** How many posters load eagerly at high priority: the ones likely above the fold. */
const PRIORITY_POSTERS = 2;

/** One feed (tab + filters): skeletons, error with Retry, empty state, or the cards. */
export function VideoFeed({ tab, filters, label }: { tab: FeedTab; filters: FeedFilters; label: string }) {
  const feed = useFeed(tab, filters);

  if (feed.isPending) {
    return (
      <div aria-busy="true" className="divide-y divide-line">
        <p role="status" className="sr-only">
          Loading videos…
        </p>
        {Array.from({ length: LIMITS.feedPageSize }, (_, i) => (
          <VideoCardSkeleton key={i} />
        ))}
      </div>
    );
  }

  if (feed.isError) {
    return (
      <StatusMessage
        tone="error"
        title="Failed to load videos."
        action={
          <Button variant="secondary" onClick={() => void feed.refetch()} disabled={feed.isRefetching}>
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </Button>
        }
      />
    );
  }

  const videos = feed.data.pages.flatMap((page) => page.items);
  if (videos.length === 0) {
    return tab === 'following' ? (
      <StatusMessage
        title="No videos from people you follow yet."
        description="Follow creators to see their content here!"
      />
    ) : (
      <StatusMessage title="No videos found." />
    );
  }

  return (
    <ul aria-label={label} className="divide-y divide-line">
      {videos.map((video, index) => (
        <li key={video.id}>
          <VideoCard video={video} priority={index < PRIORITY_POSTERS} />
        </li>
      ))}
    </ul>
  );
}
