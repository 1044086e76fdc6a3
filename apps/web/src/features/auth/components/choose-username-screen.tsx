import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { useChooseUsername } from '../api/choose-username';
import { useCurrentUser } from '../api/get-me';
import { safeNextPath } from '../utils/safe-next-path';
import { ChosenUsernameField, useUsernameChoice } from './chosen-username-field';
import { t } from '../../../lib/i18n';

/**
 * A Google sign-in's first arrival: the username made from the display name is offered, and can be
 * changed before going on (with the sign-up form's rules and live check).
 */
export function ChooseUsernameScreen({ next }: { next: string | null }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  // Not signed in (the sign-in did not happen, or the tab signed out): the login screen.
  useEffect(() => {
    if (user === null) navigate(paths.login.href(), { replace: true });
  }, [user, navigate]);
  if (!user) return <p role="status">{t('auth.signingYouIn')}</p>;
  return <ChooseUsernameForm current={user.username} next={safeNextPath(next)} />;
}

function ChooseUsernameForm({ current, next }: { current: string; next: string }) {
  const navigate = useNavigate();
  const choose = useChooseUsername();
  const [username, setUsername] = useState(current);
  const [submitted, setSubmitted] = useState(false);
  const choice = useUsernameChoice(username, submitted, { own: current });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (choice.refused) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
      return;
    }
    if (username.trim() === current) {
      navigate(next, { replace: true });
      return;
    }
    choose.mutate(username, { onSuccess: () => navigate(next, { replace: true }) });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <ChosenUsernameField value={username} onChange={setUsername} error={choice.message} />
      {choose.isError ? <Alert title={t('auth.thatDidNotWork')}>{choose.error.message}</Alert> : null}
      <Button type="submit" className="h-11 w-full" disabled={choose.isPending}>
        {choose.isPending ? t('auth.saving') : t('auth.continue')}
      </Button>
    </form>
  );
}
