import { Fragment, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

// Apart from skeleton.tsx, which comes with every first load (the feed's cards): only later pages list rows.

/**
 * A busy region while a list loads: screen readers hear `label` once, and `count` placeholder
 * rows (from `row`) hold the list's shape so nothing jumps when it arrives.
 */
export function LoadingRows({
  label,
  count = 3,
  className,
  row,
}: {
  label: string;
  count?: number;
  className?: string;
  row: (index: number) => ReactNode;
}) {
  return (
    <div aria-busy="true" className={className}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: count }, (_, i) => (
        <Fragment key={i}>{row(i)}</Fragment>
      ))}
    </div>
  );
}

/** A placeholder row: a leading shape (avatar or thumbnail), two lines of text, and an optional end. */
export function SkeletonRow({
  lead,
  lines = ['w-1/2', 'w-full'],
  end,
  className,
}: {
  /** Classes of the leading shape, e.g. 'size-8 rounded-full'. */
  lead: string;
  /** Width classes of the two text lines. */
  lines?: [string, string];
  /** Classes of a trailing shape (a button), if any. */
  end?: string;
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn('flex gap-3', className)}>
      <Skeleton className={cn('shrink-0', lead)} />
      <div className="flex flex-1 flex-col gap-2">
        <Skeleton className={cn('h-4', lines[0])} />
        <Skeleton className={cn('h-4', lines[1])} />
      </div>
      {end ? <Skeleton className={end} /> : null}
    </div>
  );
}
