import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  neutral: 'bg-subtle text-fg',
  accent: 'bg-accent-soft text-accent-soft-fg',
  /** A moderator's label on a video: the amber of the unverified Content Credentials badge. */
  warning: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
} as const;

export function Badge({
  children,
  className,
  title,
  tone = 'neutral',
}: {
  children: ReactNode;
  className?: string;
  title?: string;
  tone?: keyof typeof tones;
}) {
  return (
    <span
      title={title}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
