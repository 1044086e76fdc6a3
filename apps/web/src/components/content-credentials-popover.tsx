import * as Popover from '@radix-ui/react-popover';
import type { Provenance } from '@promptreel/contract';
import { X } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
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
        aria-label={`Content Credentials: ${label}`}
        title={title}
        className={triggerClassName}
      >
        {icon}
        <span className="min-w-0 text-left [overflow-wrap:anywhere]">{label}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label="Content Credentials details"
          className="z-50 w-80 max-w-[calc(100vw-24px)] rounded-xl border border-line bg-surface p-4 text-sm text-fg shadow-lg"
        >
          <CredentialsDetails provenance={provenance} verdict={verdict} label={label} />
          <Popover.Close
            aria-label="Close Content Credentials details"
            className="absolute top-2 right-2 rounded-md p-1.5 text-muted hover:bg-subtle focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <X aria-hidden="true" className="size-4" />
          </Popover.Close>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

const STATUS: Record<Verdict, string> = {
  trusted: 'Verified: the signature and the file match, and the signer is trusted',
  'unknown-signer': 'Intact, signer not verified: the file has not changed since it was signed',
  unverified: 'Unverified: the file does not match its credentials (changed after signing, or damaged)',
};

const NOTE: Record<Verdict, string> = {
  trusted:
    "Read from the file's C2PA manifest when it was uploaded. The signing certificate comes from an authority this site trusts (the C2PA trust list), and the file has not changed since it was signed.",
  'unknown-signer':
    "Read from the file's C2PA manifest when it was uploaded. The signing certificate does not come from an authority this site trusts (the C2PA trust list), so anyone could have made it: what the credentials say is a claim, not a verified fact.",
  unverified:
    "Read from the file's C2PA manifest when it was uploaded. The file does not match its credentials, so nothing in them can be relied on.",
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
  const rows: [string, string][] = [
    ['Status', STATUS[verdict]],
    trusted ? ['Made with', tool || 'Not stated'] : ['Tool', tool ? `Claims to be made with ${tool}` : 'Not stated'],
    [
      'AI generation',
      provenance.aiGenerated
        ? trusted
          ? 'Declared by the credentials'
          : 'Claimed by the credentials'
        : 'Not declared',
    ],
    [
      'Signed by',
      provenance.issuer ? (trusted ? provenance.issuer : `${provenance.issuer} (not verified)`) : 'Not stated',
    ],
  ];
  return (
    <div className="flex flex-col gap-3 pr-6">
      <div>
        <h2 className="text-base font-semibold">Content Credentials</h2>
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
      <p className="text-xs text-muted">{NOTE[verdict]}</p>
    </div>
  );
}
