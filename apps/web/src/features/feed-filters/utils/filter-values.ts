import type { CataloguesResponse, Orientation } from '@promptreel/contract';
import { categoryName, platformName } from '../../../lib/category-names';
import { parseFeedFilters, type FeedFilters } from '../../../lib/feed-filters';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';

export const FEED_FILTERS_STORAGE_KEY = 'promptreel.feedFilters';

/** The orientations in the order offered, each with its name's key (read with t() when shown). */
export const ORIENTATION_OPTIONS: { value: Orientation; label: MessageKey }[] = [
  { value: 'portrait', label: 'feedFilters.portrait' },
  { value: 'landscape', label: 'feedFilters.landscape' },
  { value: 'square', label: 'feedFilters.square' },
];

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage switched off
  }
}

/** The filters last chosen on this device ({} when none, or storage is unavailable). */
export function readStoredFilters(storage: ReadableStorage | null = browserStorage()): FeedFilters {
  try {
    const raw = storage?.getItem(FEED_FILTERS_STORAGE_KEY);
    return raw ? parseFeedFilters(JSON.parse(raw)) : {};
  } catch {
    return {};
  }
}

export function writeStoredFilters(filters: FeedFilters, storage: WritableStorage | null = browserStorage()): void {
  try {
    const clean = parseFeedFilters(filters);
    if (Object.keys(clean).length === 0) storage?.removeItem(FEED_FILTERS_STORAGE_KEY);
    else storage?.setItem(FEED_FILTERS_STORAGE_KEY, JSON.stringify(clean));
  } catch {
    // Full or switched off: the filters simply are not remembered.
  }
}

/**
 * The filters in force: the URL's when it names any, else the remembered ones.
 * Once the catalogues are known, a slug that names no platform or category falls back to All.
 */
export function resolveFilters({
  url,
  urlHasFilters,
  stored,
  catalogues,
}: {
  url: FeedFilters;
  urlHasFilters: boolean;
  stored: FeedFilters;
  catalogues?: Pick<CataloguesResponse, 'platforms' | 'categories'>;
}): FeedFilters {
  const chosen = urlHasFilters ? url : stored;
  if (!catalogues) return chosen;
  const next: FeedFilters = { ...chosen };
  if (next.platform && !catalogues.platforms.some((p) => p.slug === next.platform)) delete next.platform;
  if (next.category && !catalogues.categories.some((c) => c.slug === next.category)) delete next.category;
  return next;
}

export function sameFilters(a: FeedFilters, b: FeedFilters): boolean {
  return a.platform === b.platform && a.category === b.category && a.orientation === b.orientation;
}

export function countFilters(filters: FeedFilters): number {
  return [filters.platform, filters.category, filters.orientation].filter(Boolean).length;
}

/**
 * The filters in force as the words the Filters panel shows them with, in its order (platform,
 * category, orientation), in the page's language: what an empty feed names. A slug neither the
 * catalogues nor lib/category-names.ts know is shown as it is.
 */
export function filterLabels(
  filters: FeedFilters,
  catalogues?: Pick<CataloguesResponse, 'platforms' | 'categories'>,
): string[] {
  const labels: string[] = [];
  if (filters.platform) {
    const label = catalogues?.platforms.find((p) => p.slug === filters.platform)?.label;
    labels.push(platformName(filters.platform, label ?? filters.platform));
  }
  if (filters.category) {
    const label = catalogues?.categories.find((c) => c.slug === filters.category)?.label;
    labels.push(categoryName(filters.category, label ?? filters.category));
  }
  if (filters.orientation) {
    const option = ORIENTATION_OPTIONS.find((o) => o.value === filters.orientation);
    labels.push(option ? t(option.label) : filters.orientation);
  }
  return labels;
}
