import { LIMITS } from '@promptreel/contract';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';

/** 12 placeholders, shaped like grid cards, while results load. */
export function SearchSkeletons({ className }: { className: string }) {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('search.searching')}
      </p>
      <div className={className} data-testid="search-skeletons">
        {Array.from({ length: LIMITS.searchSkeletons }, (_, i) => (
          <div key={i} aria-hidden="true" className="flex flex-col gap-2">
            <Skeleton className="aspect-[3/4] w-full rounded-xl" />
            <Skeleton className="h-4 w-5/6" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ))}
      </div>
    </div>
  );
}
