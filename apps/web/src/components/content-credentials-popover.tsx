import * as Popover from '@radix-ui/react-popover';
import type { Provenance } from '@promptreel/contract';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import type { MessageKey } from '../lib/message-keys';
import type { Verdict } from './content-credentials-badge';

/**
 * The badge with its details panel, loaded by `ContentCredentialsBadge` when first wanted (Radix
 * Popover and its positioning are not needed to show a card).
 */
export function ContentCredentialsPopover({
  provenance,
  verdict,
  label,
  title,
  triggerClassName,
  icon,
  open,
  focus,
}: {
  provenance: Provenance;
  verdict: Verdict;
  label: string;
  title: string | undefined;
  triggerClassName: string;
  icon: ReactNode;
  /** The stand-in button was pressed before this code arrived. */
  open: boolean;
  /** The stand-in button had focus: keep it on this one. */
  focus: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && !open) trigger.current?.focus();
    // Only when this replaces the stand-in button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Popover.Root defaultOpen={open}>
      <Popover.Trigger
        ref={trigger}
        aria-label={t('ui.credentialsName', { label })}
        title={title}
        className={triggerClassName}
      >
        {icon}
        <span className="min-w-0 text-start [overflow-wrap:anywhere]">{label}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={t('ui.credentialsDetails')}
          className="z-50 w-80 max-w-[calc(100vw-24px)] rounded-xl border border-line bg-surface p-4 text-sm text-fg shadow-lg"
        >
          <CredentialsDetails provenance={provenance} verdict={verdict} label={label} />
          <Popover.Close
            aria-label={t('ui.closeCredentialsDetails')}
            className="absolute top-2 end-2 rounded-md p-1.5 text-muted hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const STATUS: Record<Verdict, MessageKey> = {
  trusted: 'ui.credentialsStatusTrusted',
  'unknown-signer': 'ui.credentialsStatusUnknownSigner',
  unverified: 'ui.credentialsStatusUnverified',
};

const NOTE: Record<Verdict, MessageKey> = {
  trusted: 'ui.credentialsNoteTrusted',
  'unknown-signer': 'ui.credentialsNoteUnknownSigner',
  unverified: 'ui.credentialsNoteUnverified',
};

function CredentialsDetails({
  provenance,
  verdict,
  label,
}: {
  provenance: Provenance;
  verdict: Verdict;
  label: string;
}) {
  const trusted = verdict === 'trusted';
  const tool = provenance.generator?.trim();
  const notStated = t('ui.credentialsNotStated');
  const rows: [string, string][] = [
    [t('ui.credentialsStatus'), t(STATUS[verdict])],
    trusted
      ? [t('ui.credentialsMadeWith'), tool || notStated]
      : [t('ui.credentialsTool'), tool ? t('ui.credentialsClaimsMadeWith', { tool }) : notStated],
    [
      t('ui.credentialsAiGeneration'),
      provenance.aiGenerated
        ? trusted
          ? t('ui.credentialsDeclared')
          : t('ui.credentialsClaimed')
        : t('ui.credentialsNotDeclared'),
    ],
    [
      t('ui.credentialsSignedByTerm'),
      provenance.issuer
        ? trusted
          ? provenance.issuer
          : t('ui.credentialsIssuerNotVerified', { issuer: provenance.issuer })
        : notStated,
    ],
  ];
  return (
    <div className="flex flex-col gap-3 pe-6">
      <div>
        <h2 className="text-base font-semibold">{t('ui.credentials')}</h2>
        <p className="text-muted">{label}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t(NOTE[verdict])}</p>
    </div>
  );
}
