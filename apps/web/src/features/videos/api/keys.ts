import type { FeedFilters } from '../../../lib/feed-filters';
import type { FeedTab } from '@promptreel/contract';

/** Query-key factory: one place decides how video data is cached and invalidated. */
export const videoKeys = {
  all: ['videos'] as const,
  feeds: () => [...videoKeys.all, 'feed'] as const,
  feed: (tab: FeedTab, filters: FeedFilters) => [...videoKeys.feeds(), tab, filters] as const,
  details: () => [...videoKeys.all, 'detail'] as const,
  detail: (id: number) => [...videoKeys.details(), id] as const,
  /** A profile's Uploads or Claps tab. */
  profile: (username: string, kind: 'uploads' | 'claps') => [...videoKeys.all, 'profile', username, kind] as const,
};
