import { Skeleton } from '../../../components/ui/skeleton';

/** Same outline as a list card, so nothing moves when the real cards arrive. */
export function VideoCardSkeleton() {
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
