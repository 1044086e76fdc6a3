import type { CataloguesResponse, FlagCategory } from '@promptreel/contract';
import { useQuery } from '@tanstack/react-query';
import { cataloguesQueryOptions } from '../../../lib/catalogues';

const selectFlagCategories = (catalogues: CataloguesResponse): FlagCategory[] => catalogues.flagCategories;

/**
 * The report categories (video_flag_categories, ordered by id), read from GET /api/catalogues and
 * shared with the other catalogue readers' cache.
 */
export function useFlagCategories() {
  return useQuery({ ...cataloguesQueryOptions(), select: selectFlagCategories });
}
