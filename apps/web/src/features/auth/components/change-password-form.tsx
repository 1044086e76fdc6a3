import type { SessionUser } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast-context';
import { useChangePassword } from '../api/change-password';
import { passwordChangeError } from '../utils/validation';
import { GooglePasswordNote } from './google-password-note';

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
        <p className="font-medium">Your password is managed by Google.</p>
        <GooglePasswordNote lead="Google accounts have no Promptreel password to change. Manage your password on" />
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
            title: 'Password updated',
            description: 'Other browsers signed in to your account have been signed out.',
            variant: 'success',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label="Current password"
        name="current-password"
        autoComplete="current-password"
        value={current}
        onValue={setCurrent}
      />
      <PasswordField
        label="New password"
        name="new-password"
        autoComplete="new-password"
        value={next}
        onValue={setNext}
      />
      <PasswordField
        label="Confirm new password"
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
        <Alert title="Update failed">{change.error.message}</Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={change.isPending}>
        {change.isPending ? 'Updating…' : 'Update password'}
      </Button>
    </form>
  );
}
