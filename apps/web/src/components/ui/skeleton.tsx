import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder shaped like the content it stands for. Hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('rounded-md bg-subtle motion-safe:animate-pulse', className)} {...props} />;
}
