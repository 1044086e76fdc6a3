import { Skeleton } from '../../../components/ui/skeleton';
import type { FeedLayout } from '../utils/feed-params';

/** Same outline as a card of that layout, so nothing moves when the real cards arrive. */
export function VideoCardSkeleton({ layout = 'list' }: { layout?: FeedLayout }) {
  if (layout === 'grid') {
    return (
      <div aria-hidden="true" className="flex flex-col gap-2">
        <Skeleton className="aspect-[9/16] max-h-[600px] w-full rounded-xl" />
        <Skeleton className="h-4 w-5/6" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-16 rounded-full" />
          <Skeleton className="h-5 w-12 rounded-full" />
        </div>
      </div>
    );
  }
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 py-5">
      <div className="flex items-center gap-2">
        <Skeleton className="size-8 rounded-full" />
        <Skeleton className="h-4 w-32" />
      </div>
      <div className="flex flex-col gap-2">
        <Skeleton className="h-5 w-3/4" />
        <div className="flex gap-1.5">
          <Skeleton className="h-5 w-20 rounded-full" />
          <Skeleton className="h-5 w-14 rounded-full" />
        </div>
      </div>
      <Skeleton className="aspect-video w-full rounded-xl" />
      <div className="flex items-center justify-between">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-6 w-40" />
      </div>
    </div>
  );
}
