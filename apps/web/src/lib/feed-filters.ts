import { isOrientation, type Orientation } from '@promptreel/contract';

/**
 * The feed's filters by slug; a missing one means "All". Shared because the videos feature fetches
 * by them, the feed-filters feature lets the user choose them, and app/ reads them from the URL.
 */
export interface FeedFilters {
  platform?: string;
  category?: string;
  orientation?: Orientation;
}

/** Their names, the same in the URL (?platform=&category=&orientation=) and on this device. */
export const FEED_FILTER_NAMES = ['platform', 'category', 'orientation'] as const;

/** The API refuses longer slugs (contract feedQuerySchema): such a filter would only fail the feed. */
const MAX_SLUG_LENGTH = 64;

function slug(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= MAX_SLUG_LENGTH ? trimmed : undefined;
}

/**
 * The well-formed filters of a URL's search params or of a stored record: trimmed slugs, a known
 * orientation; anything else is left out. Unknown slugs pass: the server treats them as "All", and
 * the page drops them once the catalogues are known.
 */
export function parseFeedFilters(source: unknown): FeedFilters {
  let read: (name: (typeof FEED_FILTER_NAMES)[number]) => unknown;
  if (source instanceof URLSearchParams) read = (name) => source.get(name);
  else if (typeof source === 'object' && source !== null) read = (name) => (source as Record<string, unknown>)[name];
  else return {};

  const filters: FeedFilters = {};
  const platform = slug(read('platform'));
  const category = slug(read('category'));
  const orientation = read('orientation');
  if (platform) filters.platform = platform;
  if (category) filters.category = category;
  if (isOrientation(orientation)) filters.orientation = orientation;
  return filters;
}
