import { standingDecisionSchema, suspendRequestSchema } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { t } from '../../../lib/i18n';
import { useStandingAction, type StandingAction } from '../api/account-standing';
import { adminMessage } from '../utils/admin-texts';

export type ModerationKind = 'warn' | 'suspend' | 'ban';

const DONE = {
  warn: 'admin.warned',
  suspend: 'admin.suspended',
  ban: 'admin.bannedDone',
} as const;

/** The moderation form's fields, their messages, and the action it sends (or the lift). */
export function useModerateUser(userId: string) {
  const action = useStandingAction(userId);
  const [kind, setKind] = useState<ModerationKind>('warn');
  const [days, setDays] = useState('7');
  const [section, setSection] = useState('');
  const [reason, setReason] = useState('');
  const [liftReason, setLiftReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  const run = (next: StandingAction, doneText: string) => {
    setDone(null);
    action.mutate(next, {
      onSuccess: () => {
        setDone(doneText);
        setReason('');
        setLiftReason('');
      },
    });
  };

  /** A field's message goes once it is changed. */
  const forget = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });

  const refuse = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
    const found: Record<string, string> = {};
    for (const issue of issues) found[String(issue.path[0])] ??= adminMessage(issue.message);
    setErrors(found);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const base = { reason, section };
    if (kind === 'suspend') {
      const parsed = suspendRequestSchema.safeParse({ ...base, days: days.trim() === '' ? undefined : Number(days) });
      if (!parsed.success) return refuse(parsed.error.issues);
      setErrors({});
      return run({ kind, body: parsed.data }, t(DONE[kind]));
    }
    const parsed = standingDecisionSchema.safeParse(base);
    if (!parsed.success) return refuse(parsed.error.issues);
    setErrors({});
    run({ kind, body: parsed.data }, t(DONE[kind]));
  };

  const changeDays = (value: string) => {
    setDays(value);
    forget('days');
  };
  const changeSection = (value: string) => {
    setSection(value);
    forget('section');
  };
  const changeReason = (value: string) => {
    setReason(value);
    forget('reason');
  };

  return {
    action,
    kind,
    setKind,
    days,
    changeDays,
    section,
    changeSection,
    reason,
    changeReason,
    liftReason,
    setLiftReason,
    errors,
    done,
    run,
    submit,
  };
}
