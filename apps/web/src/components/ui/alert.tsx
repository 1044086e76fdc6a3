import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * An inline notice inside a form or panel: a result ('Reset link sent') or a failure
 * ('Login failed' with the server's reason). Failures are announced at once (role="alert").
 */
export function Alert({
  title,
  children,
  tone = 'error',
  className,
}: {
  title: string;
  children?: ReactNode;
  tone?: 'error' | 'success';
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-xl border p-3 text-sm',
        tone === 'error' ? 'border-danger/40 bg-danger/5' : 'border-line bg-accent-soft',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-5 shrink-0', tone === 'error' ? 'text-danger' : 'text-accent')}
      />
      <div className="min-w-0">
        <p className={cn('font-semibold', tone === 'success' && 'text-accent-soft-fg')}>{title}</p>
        {children ? <div className="mt-0.5 break-words text-fg">{children}</div> : null}
      </div>
    </div>
  );
}
