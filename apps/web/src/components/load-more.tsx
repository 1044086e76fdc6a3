import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { t } from '../lib/i18n';
import { Button } from './ui/button';

/** Start loading the next page this far before the end of the list comes into view. */
const PRELOAD_MARGIN = '0px 0px 800px 0px';

/**
 * The end of a paged list: an invisible sentinel that loads the next page as it nears the
 * viewport (infinite scroll), and a 'Load more' button for keyboard users and as a fallback.
 * Renders nothing once there is nothing more.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
  auto = true,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** false: only the button loads more. */
  auto?: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const load = useRef(onLoadMore);
  useEffect(() => {
    load.current = onLoadMore;
  });

  useEffect(() => {
    const element = sentinel.current;
    if (!auto || !hasMore || loading || !element || typeof IntersectionObserver === 'undefined') return;
    // A new observer after each page: if the end is still in reach, it fires again at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) load.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [auto, hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-6">
      <Button variant="secondary" onClick={() => load.current()} disabled={loading} aria-busy={loading || undefined}>
        {loading ? <LoaderCircle aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
        {t('ui.loadMore')}
      </Button>
    </div>
  );
}
