import { GOOGLE_SECURITY_URL } from '@promptreel/contract';
import { ExternalLink } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Google accounts have no Promptreel password: they manage it at Google. */
export function GooglePasswordNote({ className, lead }: { className?: string; lead: string }) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      {lead}{' '}
      <a
        href={GOOGLE_SECURITY_URL}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-2 hover:no-underline"
      >
        Google account security
        <ExternalLink aria-hidden="true" className="size-3.5" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </p>
  );
}
