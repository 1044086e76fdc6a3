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
