import { TextField } from '../../../components/ui/field';
import { useUsernameTaken } from '../api/username-availability';
import { usernameError } from '../utils/validation';
import { t } from '../../../lib/i18n';

/**
 * A username being chosen (sign-up, a Google first arrival): whether it keeps the rules and is free,
 * and what the field says: a broken rule once submitted, a taken name as soon as the server says so.
 * `own` is the viewer's current name, which is not 'taken' for them; `enabled` false checks nothing.
 */
export function useUsernameChoice(username: string, submitted: boolean, { own = '', enabled = true } = {}) {
  const ruleError = enabled ? usernameError(username) : null;
  const mine = own !== '' && username.trim().toLowerCase() === own.toLowerCase();
  const taken = useUsernameTaken(username, enabled && ruleError === null && !mine);
  const message = taken ? t('auth.usernameTaken') : submitted ? ruleError : null;
  return { refused: ruleError !== null || taken, message };
}

/** The input of a username being chosen, with its hint. */
export function ChosenUsernameField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <TextField
      label={t('auth.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      hint={t('auth.usernameHint')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
