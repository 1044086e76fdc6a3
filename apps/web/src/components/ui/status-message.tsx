import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * Empty, error and notice states: one plain sentence and at most one action.
 * Errors are announced (role="alert"); the rest are polite status updates.
 */
export function StatusMessage({
  title,
  description,
  action,
  tone = 'neutral',
  icon,
  className,
  headingLevel,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  icon?: ReactNode;
  className?: string;
  /** Render the title as a heading (e.g. 1 on a page whose whole content is this message). */
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : headingLevel === 2 ? 'h2' : 'p';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}
    >
      {icon ? <div className="text-muted [&_svg]:size-8">{icon}</div> : null}
      <Heading className={cn('font-semibold text-fg', headingLevel === 1 ? 'text-2xl' : 'text-base')}>{title}</Heading>
      {description ? <p className="max-w-prose text-sm text-muted">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
