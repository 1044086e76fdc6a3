import { STANDING_LIMITS, type AccountStanding } from '@promptreel/contract';
import { useId } from 'react';
import { Alert } from '../../../components/ui/alert';
import { DecisionReasonField, reasonBody } from './decision-reason-field';
import { GuidelineReasonFields } from './guideline-reason-fields';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { guidelineSectionName } from '../../../lib/guideline-section-names';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { adminMessage, standingDay } from '../utils/admin-texts';
import { useAccountStanding } from '../api/account-standing';
import { useModerateUser, type ModerationKind } from '../hooks/use-moderate-user';

type Moderation = ReturnType<typeof useModerateUser>;

const KINDS: { value: ModerationKind; label: MessageKey; hint: MessageKey }[] = [
  { value: 'warn', label: 'admin.kindWarn', hint: 'admin.kindWarnHint' },
  { value: 'suspend', label: 'admin.kindSuspend', hint: 'admin.kindSuspendHint' },
  { value: 'ban', label: 'admin.kindBan', hint: 'admin.kindBanHint' },
];

const KIND_WORDS = {
  warn: 'admin.historyWarning',
  suspend: 'admin.historySuspension',
  ban: 'admin.historyBan',
} as const;

function CurrentState({ standing }: { standing: AccountStanding }) {
  if (standing.bannedAt) return <>{t('admin.bannedSince', { date: standingDay(Date.parse(standing.bannedAt)) })}</>;
  if (standing.suspendedUntil)
    return <>{t('admin.suspendedUntil', { date: standingDay(Date.parse(standing.suspendedUntil)) })}</>;
  return <>{t('admin.notRestricted')}</>;
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
      <p>
        {current ? <CurrentState standing={current} /> : standing.isError ? standing.error.message : t('admin.loading')}
      </p>
      {active ? (
        // The note comes before its button, in reading and in Tab order.
        <>
          <DecisionReasonField
            label={t('admin.liftNote')}
            value={moderation.liftReason}
            onChange={moderation.setLiftReason}
            disabled={action.isPending}
          />
          <Button
            variant="outline"
            size="sm"
            className="self-end"
            disabled={action.isPending}
            onClick={() => moderation.run({ kind: 'lift', body: reasonBody(moderation.liftReason) }, t('admin.lifted'))}
          >
            {t('admin.lift')}
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
      <legend className="mb-1 text-sm font-medium">{t('admin.action')}</legend>
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
            {t(k.label)}
          </label>
        ))}
      </div>
      <p id={`${groupId}-hint`} className="text-xs text-muted">
        {t(KINDS.find((k) => k.value === kind)!.hint)}
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
    kind === 'warn'
      ? t('admin.sendWarning')
      : kind === 'suspend'
        ? t('admin.suspendFor', { days: days || '…' })
        : t('admin.banUser', { username });
  return (
    <form onSubmit={moderation.submit} noValidate className="flex flex-col gap-4">
      <KindChoice groupId={groupId} kind={kind} onKind={moderation.setKind} />

      {kind === 'suspend' ? (
        <TextField
          label={t('admin.days')}
          type="number"
          inputMode="numeric"
          min={STANDING_LIMITS.suspendDaysMin}
          max={STANDING_LIMITS.suspendDaysMax}
          value={days}
          onChange={(e) => moderation.changeDays(e.target.value)}
          error={errors.days}
          hint={t('admin.daysHint', { min: STANDING_LIMITS.suspendDaysMin, max: STANDING_LIMITS.suspendDaysMax })}
        />
      ) : null}

      <GuidelineReasonFields
        section={moderation.section}
        reason={moderation.reason}
        onSection={moderation.changeSection}
        onReason={moderation.changeReason}
        errors={errors}
        reasonHint={t('admin.sentToThem')}
      />

      {action.isError ? (
        <Alert title={t('admin.didNotWork')}>{adminMessage(action.error.message)}</Alert>
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

/** 'Suspension until 3 December 2026 · 26 November 2026 · lifted'. */
function historyLine(h: AccountStanding['history'][number]): string {
  const values = {
    kind: t(KIND_WORDS[h.kind]),
    until: h.endsAt ? standingDay(Date.parse(h.endsAt)) : '',
    date: standingDay(Date.parse(h.createdAt)),
  };
  const line = t(h.endsAt ? 'admin.historyUntil' : 'admin.historyOn', values);
  return h.liftedAt ? t('admin.historyLifted', { text: line }) : line;
}

function StandingHistory({ groupId, history }: { groupId: string; history: AccountStanding['history'] }) {
  return (
    <section aria-labelledby={`${groupId}-history`} className="flex flex-col gap-2">
      <h3 id={`${groupId}-history`} className="text-sm font-semibold">
        {t('admin.history')}
      </h3>
      <ul className="flex flex-col gap-2 text-sm">
        {history.map((h) => (
          <li key={h.id} className="rounded-xl border border-line p-2">
            <p className="font-medium">{historyLine(h)}</p>
            <p className="text-muted">
              {t('admin.sectionReason', {
                section: guidelineSectionName(h.section.slug, h.section.title),
                reason: h.reason,
              })}
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
        title={t('admin.moderateTitle', { username })}
        description={t('admin.moderateDescription')}
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
