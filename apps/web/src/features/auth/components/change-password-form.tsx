import type { SessionUser } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast-context';
import { useChangePassword } from '../api/change-password';
import { passwordChangeError } from '../utils/validation';
import { GooglePasswordNote } from './google-password-note';
import { t } from '../../../lib/i18n';

/**
 * Settings → Password: current, new and confirmation, all required. Google accounts have
 * no password here and are pointed to Google's security page instead.
 */
export function ChangePasswordForm({ user }: { user: SessionUser }) {
  const change = useChangePassword();
  const toast = useToast();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);

  if (!user.hasPassword) {
    return (
      <div className="flex flex-col gap-2 rounded-xl border border-line p-4">
        <p className="font-medium">{t('auth.passwordManagedByGoogle')}</p>
        <GooglePasswordNote lead="auth.googleNoPasswordToChange" />
      </div>
    );
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = passwordChangeError(current, next, confirm);
    setError(invalid);
    if (invalid) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
          toast({
            title: t('auth.passwordUpdated'),
            description: t('auth.otherBrowsersSignedOut'),
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label={t('auth.currentPassword')}
        name="current-password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
      />
      <PasswordField
        label={t('auth.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={next}
        onValue={setNext}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
      />
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : change.isError ? (
        <Alert title={t('auth.updateFailed')}>{change.error.message}</Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? t('auth.updating') : t('auth.updatePassword')}
      </Button>
    </form>
  );
}
