import { TriangleAlert } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useDeleteAccount } from '../api/delete-account';
import { t } from '../../../lib/i18n';

const CONFIRM_WORD = 'DELETE';

/**
 * Settings → Delete Account: type exactly DELETE, then the account is anonymised, this browser is
 * signed out and sent home (the session watch does both and says so).
 */
export function DeleteAccountForm() {
  const remove = useDeleteAccount();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (typed !== CONFIRM_WORD) {
      setError(t('auth.deleteConfirmRequired'));
      return;
    }
    setError(null);
    remove.mutate(typed);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex gap-3 rounded-xl border border-danger/40 bg-danger/5 p-4 text-sm">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-danger" />
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{t('auth.cannotBeUndone')}</p>
          <p>{t('auth.deleteExplained')}</p>
        </div>
      </div>
      <TextField
        label={t('auth.typeDeleteToConfirm')}
        name="confirm-delete"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
        error={error}
      />
      {remove.isError ? (
        // The server's reason when it has one ('Failed to delete account profile'); nothing was changed.
        <Alert title={t('auth.deleteFailed')}>
          {remove.error.message === t('auth.deleteFailed') ? null : remove.error.message}
        </Alert>
      ) : null}
      <Button type="submit" variant="danger" className="self-start" disabled={remove.isPending}>
        {remove.isPending ? t('auth.deleting') : t('auth.deleteAccount')}
      </Button>
    </form>
  );
}
