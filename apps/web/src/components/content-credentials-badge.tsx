import type { Provenance } from '@promptreel/contract';
import { ShieldAlert, ShieldCheck, ShieldQuestionMark } from 'lucide-react';
import { cn } from '../lib/cn';
import { deferredImport, useDeferredPopover } from '../lib/use-deferred-popover';
import { t, withTexts } from '../lib/i18n';

export type Verdict = 'trusted' | 'unknown-signer' | 'unverified';

/**
 * The badge's text: null when the file has none. Only a trusted signer gets the tool named as a
 * fact; an intact signature by an unknown signer is neutral, since anyone can make a certificate
 * naming any tool. Credentials that do not claim AI generation are shown as signed only.
 */
function credentialsLabel(p: Provenance | null | undefined): string | null {
  if (!p?.present) return null;
  if (!p.valid) return t('ui.credentialsUnverified');
  if (!p.trusted) return t('ui.credentialsUnknownSigner');
  const tool = p.generator?.trim();
  if (p.aiGenerated) return tool ? t('ui.credentialsAiSignedBy', { tool }) : t('ui.credentialsAiSignedByUnknown');
  return tool ? t('ui.credentialsSignedBy', { tool }) : t('ui.credentialsSignedByUnknown');
}

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

// One download for every badge: the details panel (Radix Popover and its positioning) is not needed
// to show a card, so it is fetched when a visitor first points at, focuses or presses a badge.
const loadPopover = deferredImport(
  withTexts(() => import('./content-credentials-popover').then((module) => module.ContentCredentialsPopover)),
);

/**
 * The 'Content Credentials' badge (C2PA): the label in the words, and a details panel
 * on click or Enter. Nothing at all when the file carried no credentials. What the credentials
 * say (tool, AI generation, signer) is stated as fact only for a trusted signer, otherwise as a claim.
 *
 * Until the panel's code has arrived the badge is a stand-in button that looks and is named the
 * same; it swaps itself for the real one then, keeping focus, and opens it if it was pressed.
 */
export function ContentCredentialsBadge({
  provenance,
  compact = false,
  className,
}: {
  provenance: Provenance | null | undefined;
  /** Grid cards: the label wraps in the narrow column rather than being cut (it is the button's name). */
  compact?: boolean;
  className?: string;
}) {
  const { popover, pressed, standIn } = useDeferredPopover(loadPopover);
  const label = credentialsLabel(provenance);
  if (!provenance || !label) return null;
  const verdict = verdictOf(provenance);
  const Icon = BADGE_ICON[verdict];
  const title = compact ? label : undefined;
  const triggerClassName = cn(
    'inline-flex max-w-full min-w-0 items-center gap-1 rounded-xl border px-2.5 py-0.5 text-xs font-medium',
    'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
    BADGE_STYLE[verdict],
    className,
  );
  const icon = <Icon aria-hidden="true" className="size-3.5 shrink-0" />;

  if (popover)
    return (
      <popover.Component
        provenance={provenance}
        verdict={verdict}
        label={label}
        title={title}
        triggerClassName={triggerClassName}
        icon={icon}
        open={pressed}
        focus={popover.focus}
      />
    );

  return (
    <button
      {...standIn}
      type="button"
      aria-label={t('ui.credentialsName', { label })}
      aria-haspopup="dialog"
      aria-expanded={false}
      data-state="closed"
      title={title}
      className={triggerClassName}
    >
      {icon}
      <span className="min-w-0 text-start [overflow-wrap:anywhere]">{label}</span>
    </button>
  );
}
