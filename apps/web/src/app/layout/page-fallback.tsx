import { Skeleton } from '../../components/ui/skeleton';
import { t } from '../../lib/i18n';

/** Shown while a page's code is loading (first visit to that page only). */
export function PageFallback() {
  return (
    <div aria-busy="true" className="flex flex-col gap-4 py-2">
      <p role="status" className="sr-only">
        {t('shell.loading')}
      </p>
      <Skeleton className="h-8 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-5/6" />
    </div>
  );
}
