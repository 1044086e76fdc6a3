import { useCallback, useEffect, useState } from 'react';
import { useCatalogues } from '../../../lib/catalogues';
import type { FeedFilters } from '../../../lib/feed-filters';
import { useHydrated } from '../../../lib/use-hydrated';
import { readStoredFilters, resolveFilters, sameFilters, writeStoredFilters } from '../utils/filter-values';

/**
 * The feed's filters: the URL's when it names any, else the ones remembered on this device; an
 * unknown platform or category falls back to All once the catalogues are known. Whatever is in
 * force is written back to the URL (replacing the entry) and remembered, so the two never disagree.
 */
export function useFeedFilters({
  url,
  urlHasFilters,
  writeUrl,
}: {
  url: FeedFilters;
  urlHasFilters: boolean;
  /** Puts filters in the URL; `replace` for corrections, a new history entry for the user's choices. */
  writeUrl: (filters: FeedFilters, options: { replace: boolean }) => void;
}) {
  const catalogues = useCatalogues();
  // Server-rendered markup is the unfiltered feed: it is taken over as it is, then the filters
  // remembered on this device apply (as the server cannot see them).
  const hydrated = useHydrated();
  const [remembered, setRemembered] = useState<FeedFilters | null>(() => (hydrated ? readStoredFilters() : null));
  const storageRead = remembered !== null;
  useEffect(() => {
    if (!storageRead) setRemembered(readStoredFilters());
  }, [storageRead]);
  const filters = resolveFilters({ url, urlHasFilters, stored: remembered ?? {}, catalogues: catalogues.data });

  const { platform, category, orientation } = filters;
  const urlMatches = urlHasFilters && sameFilters(filters, url);
  useEffect(() => {
    // Until the remembered filters are read, the ones in force are not the visitor's yet.
    if (!storageRead) return;
    const current: FeedFilters = { platform, category, orientation };
    setRemembered((previous) => {
      if (previous && sameFilters(previous, current)) return previous;
      writeStoredFilters(current);
      return current;
    });
    if (!urlMatches && (urlHasFilters || platform || category || orientation)) writeUrl(current, { replace: true });
  }, [storageRead, platform, category, orientation, urlMatches, urlHasFilters, writeUrl]);

  const setFilters = useCallback(
    (next: FeedFilters) => {
      setRemembered(next);
      writeStoredFilters(next);
      writeUrl(next, { replace: false });
    },
    [writeUrl],
  );

  return { filters, setFilters, catalogues };
}
