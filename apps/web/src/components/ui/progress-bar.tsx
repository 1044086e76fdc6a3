import { cn } from '../../lib/cn';
import { t } from '../../lib/i18n';

/**
 * A labelled bar from 0 to 100. Without a `percent` it is indeterminate: no value is announced and
 * the bar pulses (not when the viewer asks for reduced motion). `className` replaces the track's colour.
 */
export function ProgressBar({
  label,
  percent,
  className,
}: {
  label: string;
  percent: number | null;
  className?: string;
}) {
  const known = percent !== null;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? percent : undefined}
      aria-valuetext={known ? t('ui.percent', { percent }) : undefined}
      className={cn('h-2 overflow-hidden rounded-full', className ?? 'bg-subtle')}
    >
      <div
        className={cn(
          'h-full rounded-full bg-primary transition-[width] duration-200 ease-out',
          known ? null : 'w-1/3 motion-safe:animate-pulse',
        )}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  );
}
