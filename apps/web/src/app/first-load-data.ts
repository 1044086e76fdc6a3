import { FEED_TABS, type FeedTab } from '@promptreel/contract';
import { profileKeys } from '../features/profiles/api/keys';
import { videoKeys } from '../features/videos/api/keys';
import type { QueryClient } from '@tanstack/react-query';
import { authKeys } from '../features/auth/api/keys';
import { cataloguesQueryKey } from '../lib/catalogues';
import { parseFeedFilters } from '../lib/feed-filters';
import { seedInitialData, type InitialDataRoute } from '../lib/initial-data';

/**
 * The API answers the server may embed in a first load (server: pages/page-answers.ts), each under the key
 * its feature's query uses: who is signed in (a visitor), the catalogues, the feed's first page, a
 * video, a profile and its Uploads tab.
 */
const INITIAL_DATA_ROUTES: readonly InitialDataRoute[] = [
  { pattern: /^\/api\/me$/, key: () => authKeys.me },
  { pattern: /^\/api\/catalogues$/, key: () => cataloguesQueryKey },
  {
    pattern: /^\/api\/videos$/,
    infinite: true,
    key: (_match, url) => {
      const params = url.searchParams;
      const tab = params.get('tab') as FeedTab | null;
      if (!tab || !FEED_TABS.includes(tab) || params.has('cursor')) return null;
      return videoKeys.feed(tab, parseFeedFilters(params));
    },
  },
  {
    pattern: /^\/api\/videos\/(\d+)$/,
    key: (match) => videoKeys.detail(Number(match[1])),
  },
  {
    pattern: /^\/api\/profiles\/([^/]+)$/,
    key: (match) => profileKeys.public(decodeURIComponent(match[1]!)),
  },
  {
    pattern: /^\/api\/profiles\/([^/]+)\/videos$/,
    infinite: true,
    key: (match) => videoKeys.profile(decodeURIComponent(match[1]!), 'uploads'),
  },
];

/**
 * Fills a query cache with a first load's answers: in the browser from the page, on the server (which
 * renders the first screen) from the same answers, so both render the same screen.
 */
export function seedFirstLoad(client: QueryClient, data?: Record<string, unknown>): number {
  return seedInitialData(client, INITIAL_DATA_ROUTES, data);
}
