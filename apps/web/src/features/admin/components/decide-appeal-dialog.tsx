import { APPEAL_LIMITS, type AdminAppeal } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { t } from '../../../lib/i18n';
import { useDecideAppeal } from '../api/appeals';

const COPY = {
  upheld: {
    title: 'admin.upholdTitle',
    description: 'admin.upholdDescription',
    confirm: 'admin.upholdDecision',
  },
  overturned: {
    title: 'admin.overturnTitle',
    description: 'admin.overturnDescription',
    confirm: 'admin.overturnDecision',
  },
} as const;

/** Upholds or overturns one appeal, with the reason the appellant is sent. */
export function DecideAppealDialog({
  appeal,
  outcome,
  open,
  onOpenChange,
}: {
  appeal: AdminAppeal;
  outcome: 'upheld' | 'overturned';
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideAppeal();
  const copy = COPY[outcome];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('admin.decisionReasonRequired'));
      return;
    }
    setError(null);
    decide.mutate({ id: appeal.id, outcome, reason }, { onSuccess: () => onOpenChange(false) });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t(copy.title)} description={t(copy.description)} preventOutsideClose={reason.length > 0}>
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <TextAreaField
            label={t('admin.reason')}
            hint={t('admin.appealReasonHint')}
            value={reason}
            maxLength={APPEAL_LIMITS.outcomeMax}
            onChange={(e) => setReason(e.target.value)}
            error={error ?? undefined}
            disabled={decide.isPending}
            rows={4}
          />
          {decide.isError ? <Alert title={t('admin.decideFailed')}>{decide.error.message}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button variant="ghost">{t('admin.cancel')}</Button>
            </DialogClose>
            <Button
              type="submit"
              variant={outcome === 'overturned' ? 'primary' : 'secondary'}
              disabled={decide.isPending}
            >
              {decide.isPending ? t('admin.saving') : t(copy.confirm)}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
