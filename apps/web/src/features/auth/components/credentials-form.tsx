import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { PasswordField } from '../../../components/ui/password-field';
import { validateCredentials, type CredentialErrors } from '../utils/validation';
import { ChosenUsernameField, useUsernameChoice } from './chosen-username-field';
import { t } from '../../../lib/i18n';

const NO_ERRORS: CredentialErrors = { email: null, password: null };

/**
 * E-mail and password with the spec's validation texts, checked on submit and then again as the
 * user corrects them; with `withUsername` (sign-up), a username first, which also says 'That
 * username is taken' while it is typed. `onSubmit` runs only with valid input.
 */
export function CredentialsForm({
  submitLabel,
  pendingLabel,
  pending,
  passwordAutoComplete,
  withUsername = false,
  onSubmit,
  children,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  passwordAutoComplete: 'current-password' | 'new-password';
  withUsername?: boolean;
  onSubmit: (values: { email: string; password: string; username: string }) => void;
  /** Shown between the fields and the button (e.g. the failure alert). */
  children?: ReactNode;
}) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? (validateCredentials(email, password) ?? NO_ERRORS) : NO_ERRORS;
  const choice = useUsernameChoice(username, submitted, { enabled: withUsername });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = validateCredentials(email, password);
    const badName = choice.refused;
    if (invalid || badName) {
      // Put the cursor where the first problem is.
      const form = event.currentTarget;
      const field = form.querySelector<HTMLInputElement>(
        badName ? 'input[name="username"]' : invalid?.email ? 'input[type="email"]' : 'input[type="password"]',
      );
      field?.focus();
      return;
    }
    onSubmit({ email: email.trim(), password, username: username.trim() });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {withUsername ? <ChosenUsernameField value={username} onChange={setUsername} error={choice.message} /> : null}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete={passwordAutoComplete}
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
      {children}
      <Button type="submit" className="h-11 w-full" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}
