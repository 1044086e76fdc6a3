import { orientationSchema, type FeedTab, type Orientation } from '@promptreel/contract';

export interface FeedFilters {
  platform?: string;
  category?: string;
  orientation?: Orientation;
}

export interface FeedParams {
  tab: FeedTab;
  filters: FeedFilters;
  /** True when the URL used a legacy or unavailable tab and should be rewritten. */
  needsCanonicalTab: boolean;
}

/** Legacy names from older links: 'new' is Latest, 'popular' is Hot. */
const TAB_ALIASES: Record<string, FeedTab> = {
  latest: 'latest',
  new: 'latest',
  hot: 'hot',
  popular: 'hot',
  following: 'following',
};

/**
 * Reads ?tab=&platform=&category=&orientation= . Following only exists for a signed-in viewer;
 * a visitor asking for it sees Latest. Unknown slugs are passed on: the server treats them as "all".
 */
export function parseFeedParams(params: URLSearchParams, { signedIn }: { signedIn: boolean }): FeedParams {
  const raw = params.get('tab');
  let tab = (raw && TAB_ALIASES[raw.toLowerCase()]) || 'latest';
  if (tab === 'following' && !signedIn) tab = 'latest';

  const filters: FeedFilters = {};
  const platform = params.get('platform')?.trim();
  const category = params.get('category')?.trim();
  const orientation = orientationSchema.safeParse(params.get('orientation'));
  if (platform) filters.platform = platform;
  if (category) filters.category = category;
  if (orientation.success) filters.orientation = orientation.data;

  const needsCanonicalTab = raw !== null && raw !== tab;
  return { tab, filters, needsCanonicalTab };
}

export const FEED_TAB_LABELS: Record<FeedTab, string> = {
  latest: 'Latest',
  hot: 'Hot',
  following: 'Following',
};
