import * as Popover from '@radix-ui/react-popover';
import { provenanceLabel, type Provenance } from '@promptreel/contract';
import { ShieldAlert, ShieldCheck, ShieldQuestionMark, X } from 'lucide-react';
import { cn } from '../lib/cn';

type Verdict = 'trusted' | 'unknown-signer' | 'unverified';

function verdictOf(p: Provenance): Verdict {
  if (!p.valid) return 'unverified';
  return p.trusted ? 'trusted' : 'unknown-signer';
}

// Green only for a trusted signer; an intact signature by an unknown signer is neutral, not verified.
const BADGE_STYLE: Record<Verdict, string> = {
  trusted:
    'border-emerald-600/40 bg-emerald-50 text-emerald-900 hover:bg-emerald-100 dark:border-emerald-400/40 dark:bg-emerald-950 dark:text-emerald-100 dark:hover:bg-emerald-900',
  'unknown-signer': 'border-line bg-subtle text-fg hover:bg-subtle-hover',
  unverified:
    'border-amber-600/40 bg-amber-50 text-amber-900 hover:bg-amber-100 dark:border-amber-400/40 dark:bg-amber-950 dark:text-amber-100 dark:hover:bg-amber-900',
};
const BADGE_ICON = { trusted: ShieldCheck, 'unknown-signer': ShieldQuestionMark, unverified: ShieldAlert };

/**
 * The 'Content Credentials' badge (C2PA): the label in the words, and a details panel
 * on click or Enter. Nothing at all when the file carried no credentials. What the credentials
 * say (tool, AI generation, signer) is stated as fact only for a trusted signer, otherwise as a claim.
 */
export function ContentCredentialsBadge({
  provenance,
  compact = false,
  className,
}: {
  provenance: Provenance | null | undefined;
  /** Grid cards: one line, cut with an ellipsis; the full label stays the button's name and title. */
  compact?: boolean;
  className?: string;
}) {
  const label = provenanceLabel(provenance);
  if (!provenance || !label) return null;
  const verdict = verdictOf(provenance);
  const Icon = BADGE_ICON[verdict];
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={`Content Credentials: ${label}`}
        title={compact ? label : undefined}
        className={cn(
          'inline-flex max-w-full min-w-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          BADGE_STYLE[verdict],
          className,
        )}
      >
        <Icon aria-hidden="true" className="size-3.5 shrink-0" />
        <span className="truncate">{label}</span>
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
