import { Skeleton } from '../../../components/ui/skeleton';

/** The profile header's shape while it loads, so nothing jumps when it arrives. */
export function ProfileHeaderSkeleton() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4">
      <p role="status" className="sr-only">
        Loading profile…
      </p>
      <div className="flex items-start gap-4">
        <Skeleton className="size-20 shrink-0 rounded-full md:size-24" />
        <div className="flex flex-1 flex-col gap-3 pt-2">
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-4 w-48" />
        </div>
      </div>
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}
