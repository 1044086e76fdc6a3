import { APPEAL_LIMITS } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/field';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { useSendAppeal } from '../api/appeal';

/** Why the decision should be looked at again: 20 to 2000 characters, sent once. */
export function AppealForm({ decisionId, linkKey }: { decisionId: number; linkKey: string | null }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useSendAppeal(decisionId, linkKey);
  const length = body.trim().length;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length < APPEAL_LIMITS.bodyMin) {
      setError(length === 0 ? t('appeals.bodyRequired') : t('appeals.bodyTooShort', { min: APPEAL_LIMITS.bodyMin }));
      return;
    }
    setError(null);
    send.mutate({ body });
  };

  const fieldError =
    error ?? (isApiError(send.error) && send.error.issues.length > 0 ? send.error.issues[0]!.message : null);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextAreaField
        label={t('appeals.bodyLabel')}
        hint={t('appeals.bodyHint', { min: APPEAL_LIMITS.bodyMin, max: APPEAL_LIMITS.bodyMax })}
        aside={`${length}/${APPEAL_LIMITS.bodyMax}`}
        value={body}
        maxLength={APPEAL_LIMITS.bodyMax}
        onChange={(e) => setBody(e.target.value)}
        error={fieldError ?? undefined}
        disabled={send.isPending}
        rows={6}
      />
      {send.isError && !fieldError ? <Alert title={t('appeals.sendFailed')}>{send.error.message}</Alert> : null}
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? t('appeals.sending') : t('appeals.send')}
      </Button>
    </form>
  );
}
