import { STANDING_LIMITS, STANDING_MESSAGES, standingDate, type AccountStanding } from '@promptreel/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { DecisionReasonField, reasonBody } from './decision-reason-field';
import { GuidelineReasonFields } from './guideline-reason-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useAccountStanding } from '../api/account-standing';
import { useModerateUser, type ModerationKind } from '../hooks/use-moderate-user';

type Moderation = ReturnType<typeof useModerateUser>;

const KINDS: { value: ModerationKind; label: string; hint: string }[] = [
  { value: 'warn', label: 'Warn', hint: 'An e-mail with your reason; nothing else changes.' },
  {
    value: 'suspend',
    label: 'Suspend',
    hint: "Signed out now; can sign in and watch, but can't upload, comment, clap, report or follow.",
  },
  { value: 'ban', label: 'Ban', hint: "Signed out now and can't sign in; their videos and comments are hidden." },
];

const KIND_WORDS = { warn: 'Warning', suspend: 'Suspension', ban: 'Ban' } as const;

function CurrentState({ standing }: { standing: AccountStanding }) {
  if (standing.bannedAt) return <>Banned since {standingDate(Date.parse(standing.bannedAt))}.</>;
  if (standing.suspendedUntil) return <>Suspended until {standingDate(Date.parse(standing.suspendedUntil))}.</>;
  return <>Not suspended or banned.</>;
}

/** Where the account stands now, with Lift (and its note) while a suspension or ban holds. */
function StandingNow({
  standing,
  moderation,
}: {
  standing: ReturnType<typeof useAccountStanding>;
  moderation: Moderation;
}) {
  const current = standing.data;
  const active = Boolean(current?.bannedAt || current?.suspendedUntil);
  const { action } = moderation;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-line p-3 text-sm">
      <p>{current ? <CurrentState standing={current} /> : standing.isError ? standing.error.message : 'Loading…'}</p>
      {active ? (
        // The note comes before its button, in reading and in Tab order.
        <>
          <DecisionReasonField
            label="Note on lifting (optional)"
            value={moderation.liftReason}
            onChange={moderation.setLiftReason}
            disabled={action.isPending}
          />
          <Button
            variant="outline"
            size="sm"
            className="self-end"
            disabled={action.isPending}
            onClick={() =>
              moderation.run({ kind: 'lift', body: reasonBody(moderation.liftReason) }, STANDING_MESSAGES.lifted)
            }
          >
            Lift
          </Button>
        </>
      ) : null}
    </div>
  );
}

function KindChoice({
  groupId,
  kind,
  onKind,
}: {
  groupId: string;
  kind: ModerationKind;
  onKind: (kind: ModerationKind) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${groupId}-hint`}>
      <legend className="mb-1 text-sm font-medium">Action</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {KINDS.map((k) => (
          <label key={k.value} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={`${groupId}-kind`}
              value={k.value}
              checked={kind === k.value}
              onChange={() => onKind(k.value)}
              className="size-4 accent-primary"
            />
            {k.label}
          </label>
        ))}
      </div>
      <p id={`${groupId}-hint`} className="text-xs text-muted">
        {KINDS.find((k) => k.value === kind)!.hint}
      </p>
    </fieldset>
  );
}

function ModerationForm({
  groupId,
  username,
  moderation,
}: {
  groupId: string;
  username: string;
  moderation: Moderation;
}) {
  const { action, kind, days, errors, done } = moderation;
  const submitLabel =
    kind === 'warn' ? 'Send warning' : kind === 'suspend' ? `Suspend for ${days || '…'} days` : `Ban @${username}`;
  return (
    <form onSubmit={moderation.submit} noValidate className="flex flex-col gap-4">
      <KindChoice groupId={groupId} kind={kind} onKind={moderation.setKind} />

      {kind === 'suspend' ? (
        <TextField
          label="Days"
          type="number"
          inputMode="numeric"
          min={STANDING_LIMITS.suspendDaysMin}
          max={STANDING_LIMITS.suspendDaysMax}
          value={days}
          onChange={(e) => moderation.changeDays(e.target.value)}
          error={errors.days}
          hint="1 to 365"
        />
      ) : null}

      <GuidelineReasonFields
        section={moderation.section}
        reason={moderation.reason}
        onSection={moderation.changeSection}
        onReason={moderation.changeReason}
        errors={errors}
        reasonHint="Sent to them as written."
      />

      {action.isError ? (
        <Alert title="That did not work">{action.error.message}</Alert>
      ) : done ? (
        <Alert title={done} tone="success" />
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button variant={kind === 'warn' ? 'primary' : 'danger'} type="submit" disabled={action.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function StandingHistory({ groupId, history }: { groupId: string; history: AccountStanding['history'] }) {
  return (
    <section aria-labelledby={`${groupId}-history`} className="flex flex-col gap-2">
      <h3 id={`${groupId}-history`} className="text-sm font-semibold">
        History
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {history.map((h) => (
          <li key={h.id} className="rounded-xl border border-line p-2">
            <p className="font-medium">
              {KIND_WORDS[h.kind]}
              {h.endsAt ? ` until ${standingDate(Date.parse(h.endsAt))}` : ''} · {standingDate(Date.parse(h.createdAt))}
              {h.liftedAt ? ' · lifted' : ''}
            </p>
            <p className="text-muted">
              {h.section.title}: {h.reason}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Warn, suspend (for 1 to 365 days) or ban an account with a reason and the section of the
 * guidelines it breaks, or lift a standing suspension or ban. The account hears of each by e-mail.
 */
export function ModerateUserDialog({
  userId,
  username,
  open,
  onOpenChange,
}: {
  userId: string;
  username: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const standing = useAccountStanding(userId, open);
  const moderation = useModerateUser(userId);
  const groupId = useId();
  const current = standing.data;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={`Moderate @${username}`}
        description="They get an e-mail with your reason and the guideline, and a link to appeal."
        preventOutsideClose
        // A long name breaks rather than widening the dialog past a phone's screen.
        className="wrap-anywhere"
      >
        <div className="flex flex-col gap-4">
          <StandingNow standing={standing} moderation={moderation} />
          <ModerationForm groupId={groupId} username={username} moderation={moderation} />
          {current && current.history.length > 0 ? (
            <StandingHistory groupId={groupId} history={current.history} />
          ) : null}
        </div>
      </DialogContent>
    </Dialog>
  );
}
