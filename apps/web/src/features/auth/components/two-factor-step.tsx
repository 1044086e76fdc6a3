import { totpCodeSchema } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useVerifySecondStep } from '../api/second-step';
import { firstProblem } from '../../../lib/first-problem';
import { t } from '../../../lib/i18n';

/**
 * The second step of logging in when two-factor is on: a code from the authenticator app, or one
 * of the backup codes (`onSignedIn` once it is accepted). 'Back to log in' starts again (the step expires after ten minutes, or after
 * five wrong codes).
 */
export function TwoFactorStep({ onBack, onSignedIn }: { onBack: () => void; onSignedIn: () => Promise<void> }) {
  const verify = useVerifySecondStep(onSignedIn);
  const [kind, setKind] = useState<'app' | 'backup'>('app');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = kind === 'app' ? firstProblem(totpCodeSchema, code) !== null : !code.trim();
    const problem = missing ? t(kind === 'app' ? 'auth.enterAppCode' : 'auth.enterBackupCode') : null;
    setInvalid(problem);
    if (!problem) verify.mutate({ code, kind, trustDevice });
  };

  const switchKind = () => {
    setKind(kind === 'app' ? 'backup' : 'app');
    setCode('');
    setInvalid(null);
    verify.reset();
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="two-factor-heading" className="flex flex-col gap-4">
      <div>
        <h2 id="two-factor-heading" className="text-lg font-semibold">
          {t('auth.twoFactor')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {kind === 'app' ? t('auth.enterAppCode') : t('auth.backupCodeExplained')}
        </p>
      </div>
      <TextField
        key={kind}
        label={kind === 'app' ? t('auth.authenticationCode') : t('auth.backupCode')}
        name={kind === 'app' ? 'totp' : 'backup-code'}
        autoComplete="one-time-code"
        inputMode={kind === 'app' ? 'numeric' : 'text'}
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        value={code}
        error={invalid}
        onChange={(e) => setCode(e.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-(--accent)"
          checked={trustDevice}
          onChange={(e) => setTrustDevice(e.target.checked)}
        />
        {t('auth.trustBrowser')}
      </label>
      {verify.isError ? <Alert title={t('auth.loginFailed')}>{verify.error.message}</Alert> : null}
      <Button type="submit" disabled={verify.isPending}>
        {verify.isPending ? t('auth.verifying') : t('auth.verify')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <Button variant="ghost" size="sm" onClick={switchKind}>
          {kind === 'app' ? t('auth.useBackupCode') : t('auth.useAuthenticatorApp')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('auth.backToLogInStep')}
        </Button>
      </div>
    </form>
  );
}
