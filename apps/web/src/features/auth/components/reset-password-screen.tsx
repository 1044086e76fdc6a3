import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../components/link';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { useResetPassword } from '../api/reset-password';
import { emailError, validateNewPassword, type NewPasswordErrors } from '../utils/validation';
import { GooglePasswordNote } from './google-password-note';
import { BRAND } from '../../../config/brand';
import { t } from '../../../lib/i18n';
import { taggedText } from '../../../components/ui/tagged-text';

const backLink = 'text-sm font-medium text-accent underline-offset-2 hover:underline';

/** Mode requestLink: a valid e-mail → 'Reset link sent' (the same answer whether or not it has an account). */
function RequestLinkForm() {
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const error = submitted ? emailError(email) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email)) {
      event.currentTarget.querySelector('input')?.focus();
      return;
    }
    const address = email.trim();
    request.mutate(address, { onSuccess: () => setSentTo(address) });
  };

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <Alert title={t('auth.resetLinkSent')} tone="success">
          {taggedText(t('auth.resetLinkSentBody', { email: sentTo, brand: BRAND }), {
            email: () => <span className="font-medium break-all">{sentTo}</span>,
          })}
        </Alert>
        <Button variant="secondary" className="self-start" onClick={() => setSentTo(null)}>
          {t('auth.sendAnotherLink')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      {request.isError ? <Alert title={t('auth.resetFailed')}>{request.error.message}</Alert> : null}
      <Button type="submit" className="h-11 w-full" disabled={request.isPending}>
        {request.isPending ? t('auth.sending') : t('auth.sendResetLink')}
      </Button>
      <GooglePasswordNote lead="auth.googleManagesPassword" />
    </form>
  );
}

const NO_ERRORS: NewPasswordErrors = { password: null, confirm: null };

/** Mode setNewPassword (the e-mailed link): new password ≥ 6, confirmation must match. */
function SetNewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [removePasskeys, setRemovePasskeys] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? (validateNewPassword(password, confirm) ?? NO_ERRORS) : NO_ERRORS;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validateNewPassword(password, confirm);
    if (invalid) {
      event.currentTarget.querySelectorAll('input')[invalid.password ? 0 : 1]?.focus();
      return;
    }
    reset.mutate(
      { token, newPassword: password, removePasskeys },
      {
        onSuccess: () => {
          toast({ title: t('auth.passwordUpdated'), description: t('auth.logInWithNewPassword'), variant: 'success' });
          navigate(paths.login.href(), { replace: true });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <PasswordField
        label={t('auth.newPassword')}
        name="new-password"
        autoComplete="new-password"
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      <PasswordField
        label={t('auth.confirmNewPassword')}
        name="confirm-password"
        autoComplete="new-password"
        value={confirm}
        onValue={setConfirm}
        error={errors.confirm}
      />
      <div className="flex flex-col gap-1 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            className="size-4 shrink-0 accent-(--accent)"
            aria-describedby="remove-passkeys-hint"
            checked={removePasskeys}
            onChange={(e) => setRemovePasskeys(e.target.checked)}
          />
          {t('auth.alsoRemovePasskeys')}
        </label>
        <p id="remove-passkeys-hint" className="text-muted">
          {t('auth.alsoRemovePasskeysHint')}
        </p>
      </div>
      {reset.isError ? (
        <Alert title={t('auth.resetFailed')}>
          {reset.error.message}{' '}
          <Link to={paths.reset.href()} className="font-medium text-accent underline underline-offset-2">
            {t('auth.requestNewLink')}
          </Link>
        </Alert>
      ) : null}
      <Button type="submit" className="h-11 w-full" disabled={reset.isPending}>
        {reset.isPending ? t('auth.updating') : t('auth.updatePassword')}
      </Button>
    </form>
  );
}

/**
 * /reset and /reset-password (one screen): request a link by e-mail, or — arriving from that
 * link with `?token=` — choose the new password.
 */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-5">
      {token ? <SetNewPasswordForm token={token} /> : <RequestLinkForm />}
      <p className="text-center">
        <Link to={paths.login.href()} className={backLink}>
          {t('auth.backToLogIn')}
        </Link>
      </p>
    </div>
  );
}
