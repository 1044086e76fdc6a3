import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder shaped like the content it stands for. Hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  // Rounded corners by default; a caller's own rounded-* wins (no class-merging library here).
  const rounded = className?.includes('rounded') ? undefined : 'rounded-md';
  return (
    <div aria-hidden="true" className={cn('bg-subtle motion-safe:animate-pulse', rounded, className)} {...props} />
  );
}

/** Classes for each part of a media block's placeholder: a picture, two lines beside it, two below. */
interface MediaBlockShape {
  className: string;
  picture: string;
  beside: string;
  lines: [string, string, string, string];
}

/** The shape of a header or card with a picture while it loads (a profile, a report group). */
export function SkeletonMediaBlock({ className, picture, beside, lines }: MediaBlockShape) {
  return (
    <div aria-hidden="true" className={className}>
      <div className="flex items-start gap-4">
        <Skeleton className={cn('shrink-0', picture)} />
        <div className={cn('flex flex-1 flex-col', beside)}>
          <Skeleton className={lines[0]} />
          <Skeleton className={lines[1]} />
        </div>
      </div>
      <Skeleton className={lines[2]} />
      <Skeleton className={lines[3]} />
    </div>
  );
}
