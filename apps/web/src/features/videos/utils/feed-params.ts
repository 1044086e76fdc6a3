import type { FeedTab } from '@promptreel/contract';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { FEED_FILTER_NAMES, parseFeedFilters, type FeedFilters } from '../../../lib/feed-filters';

/** How cards are laid out: one column (autoplay on desktop) or a grid of posters. */
export type FeedLayout = 'list' | 'grid';

export interface FeedParams {
  tab: FeedTab;
  filters: FeedFilters;
  /** True when the URL names at least one filter (else remembered filters apply). */
  hasFilters: boolean;
  /** True when the URL used a legacy or unavailable tab and should be rewritten. */
  needsCanonicalTab: boolean;
}

/** Legacy names from older links: 'new' is Latest, 'popular' is Hot. */
const TAB_ALIASES: Record<string, FeedTab> = {
  latest: 'latest',
  new: 'latest',
  hot: 'hot',
  popular: 'hot',
  foryou: 'foryou',
  following: 'following',
};

/**
 * Reads ?tab=&platform=&category=&orientation= . Following only exists for a signed-in viewer;
 * a visitor asking for it sees Latest. For You is everyone's. Unknown slugs are passed on: the server treats them as "all".
 */
export function parseFeedParams(params: URLSearchParams, { signedIn }: { signedIn: boolean }): FeedParams {
  const raw = params.get('tab');
  let tab = (raw && TAB_ALIASES[raw.toLowerCase()]) || 'latest';
  if (tab === 'following' && !signedIn) tab = 'latest';

  const filters = parseFeedFilters(params);
  const needsCanonicalTab = raw !== null && raw !== tab;
  const hasFilters = FEED_FILTER_NAMES.some((name) => params.has(name));
  return { tab, filters, hasFilters, needsCanonicalTab };
}

/** Each tab's name in the catalogues ('For You' is the contract's FOR_YOU_TEXTS.tab in British English). */
export const FEED_TAB_KEYS = {
  latest: 'videos.tabLatest',
  hot: 'videos.tabHot',
  foryou: 'videos.tabForYou',
  following: 'videos.tabFollowing',
} as const satisfies Record<FeedTab, MessageKey>;

/**
 * Each tab's name in the page's language, read when shown (feed-params.test.ts holds For You equal to
 * the contract's FOR_YOU_TEXTS.tab): the feed comes with the first load, whose script budget has no
 * room for the rest of For You's words.
 */
export const FEED_TAB_LABELS: Readonly<Record<FeedTab, string>> = {
  get latest() {
    return t(FEED_TAB_KEYS.latest);
  },
  get hot() {
    return t(FEED_TAB_KEYS.hot);
  },
  get foryou() {
    return t(FEED_TAB_KEYS.foryou);
  },
  get following() {
    return t(FEED_TAB_KEYS.following);
  },
};

/** The search params with these filters (empty ones removed), keeping every other parameter. */
export function withFeedFilters(current: URLSearchParams, filters: FeedFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FEED_FILTER_NAMES) {
    const value = filters[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}
