import { passkeyNameSchema } from '@promptreel/contract';
import { Fingerprint } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { firstProblem } from '../../../lib/first-problem';
import { useCurrentUser } from '../api/get-me';
import { useAddPasskey } from '../api/passkeys';
import { t } from '../../../lib/i18n';

/**
 * 'Add a passkey': an optional name and, for an account with a password, that password again, so
 * that someone holding only a signed-in browser cannot add a way in.
 */
export function AddPasskeyForm({ full }: { full: boolean }) {
  const add = useAddPasskey();
  const toast = useToast();
  const user = useCurrentUser();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ name?: string; password?: string }>({});
  const needsPassword = user?.hasPassword !== false;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = {
      name: firstProblem(passkeyNameSchema, name) ? t('auth.passkeyNameTooLong') : undefined,
      password: needsPassword && !password ? t('auth.passwordToAddPasskey') : undefined,
    };
    setInvalid(problems);
    if (problems.name || problems.password) return;
    add.mutate(
      { name, password: needsPassword ? password : undefined },
      {
        onSuccess: () => {
          setName('');
          setPassword('');
          toast({ title: t('auth.passkeyAdded'), description: t('auth.passkeyAddedDescription'), variant: 'success' });
        },
      },
    );
  };

  return (
    <>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <TextField
          label={t('auth.passkeyNameLabel')}
          name="passkey-name"
          placeholder={t('auth.passkeyNamePlaceholder')}
          className="sm:flex-1"
          value={name}
          error={invalid.name}
          onChange={(e) => setName(e.target.value)}
        />
        {needsPassword ? (
          <TextField
            label={t('auth.yourPassword')}
            type="password"
            name="passkey-password"
            autoComplete="current-password"
            className="sm:flex-1"
            value={password}
            error={invalid.password}
            onChange={(e) => setPassword(e.target.value)}
          />
        ) : null}
        <Button type="submit" disabled={add.isPending || full}>
          <Fingerprint aria-hidden="true" className="size-5" />
          {add.isPending ? t('auth.waitingForDevice') : t('auth.addPasskey')}
        </Button>
      </form>
      {add.isError ? <Alert title={t('auth.passkeyNotAdded')}>{add.error.message}</Alert> : null}
    </>
  );
}
