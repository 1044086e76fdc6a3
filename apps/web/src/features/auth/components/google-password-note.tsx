import { GOOGLE_SECURITY_URL } from '@promptreel/contract';
import { ExternalLink } from 'lucide-react';
import { BRAND } from '../../../config/brand';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { taggedText } from '../../../components/ui/tagged-text';

/**
 * Google accounts have no Promptreel password: they manage it at Google. `lead` is a text whose
 * `<link>…</link>` part becomes the link to Google's security page.
 */
export function GooglePasswordNote({ className, lead }: { className?: string; lead: MessageKey }) {
  return (
    <p className={cn('text-sm text-muted', className)}>
      {taggedText(t(lead, { brand: BRAND }), {
        link: (chunk) => (
          <a
            href={GOOGLE_SECURITY_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-accent underline underline-offset-2 hover:no-underline"
          >
            {chunk}
            <ExternalLink aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{t('auth.opensInNewTab')}</span>
          </a>
        ),
      })}
    </p>
  );
}
