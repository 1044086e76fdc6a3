import { useId, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/**
 * The comments section's frame and heading ('Comments' and the count once known), shared by the
 * section and its stand-in (comments-placeholder.tsx), so that one never shifts the page from the other.
 */
export function CommentsFrame({
  ref,
  total,
  inSheet = false,
  children,
}: {
  ref?: Ref<HTMLElement>;
  total?: number;
  /** Inside a sheet titled 'Comments' (the phone's viewer): no heading or rule of its own on screen. */
  inSheet?: boolean;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      ref={ref}
      id="comments"
      aria-labelledby={headingId}
      className={cn('flex scroll-mt-20 flex-col gap-5', !inSheet && 'border-t border-line pt-6')}
    >
      <h2 id={headingId} className={cn('flex items-center gap-2 text-lg font-semibold', inSheet && 'sr-only')}>
        {t('comments.heading')}
        {total !== undefined ? (
          <span className="rounded-full bg-subtle px-2 text-sm font-medium text-muted tabular-nums">{total}</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}
