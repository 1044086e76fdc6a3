import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Badge({ children, className, title }: { children: ReactNode; className?: string; title?: string }) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-subtle px-2.5 py-0.5 text-xs font-medium text-fg',
        className,
      )}
    >
      {children}
    </span>
  );
}
