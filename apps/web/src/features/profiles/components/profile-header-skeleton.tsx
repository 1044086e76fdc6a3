import { SkeletonMediaBlock } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';

/** The profile header's shape while it loads, so nothing jumps when it arrives. */
export function ProfileHeaderSkeleton() {
  return (
    <div aria-busy="true">
      <p role="status" className="sr-only">
        {t('profiles.loading')}
      </p>
      <SkeletonMediaBlock
        className="flex flex-col gap-4"
        picture="size-20 rounded-full md:size-24"
        beside="gap-3 pt-2"
        lines={['h-7 w-40', 'h-4 w-48', 'h-4 w-full', 'h-4 w-2/3']}
      />
    </div>
  );
}
