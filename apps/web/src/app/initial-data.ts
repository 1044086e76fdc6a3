import { queryClient } from '../lib/query-client';
import { seedFirstLoad } from './first-load-data';

/**
 * Fills the app's cache with the answers the page brought. main.tsx calls it before the router is
 * made: creating the router runs the first screen's loaders, which would otherwise ask the API for
 * the data the page brought.
 */
export function seedPageData(): void {
  seedFirstLoad(queryClient);
}
