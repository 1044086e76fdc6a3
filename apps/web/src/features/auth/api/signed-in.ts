import type { QueryClient } from '@tanstack/react-query';
import { clearViewerData, refreshMe } from './session-cache';

/** A session has just begun: what was cached was fetched as a visitor, so it is fetched again as the user. */
export async function afterSignIn(queryClient: QueryClient): Promise<void> {
  clearViewerData(queryClient);
  await refreshMe(queryClient);
}
