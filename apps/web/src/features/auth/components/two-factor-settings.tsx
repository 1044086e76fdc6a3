import { type SessionUser, totpCodeSchema, type TwoFactorSetup } from '@promptreel/contract';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { authKeys } from '../api/keys';
import { useConfirmTwoFactor, useNewBackupCodes, useStartTwoFactor, useTurnOffTwoFactor } from '../api/two-factor';
import { BackupCodes } from './backup-codes';
import { firstProblem } from '../../../lib/first-problem';
import { t } from '../../../lib/i18n';
import { taggedText } from '../../../components/ui/tagged-text';

/** The password again, before anything that changes how the account logs in. */
function PasswordStep({
  submitLabel,
  pendingLabel,
  pending,
  error,
  danger,
  onSubmit,
}: {
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error?: string;
  danger?: boolean;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!password);
    if (password) onSubmit(password);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        autoFocus
        value={password}
        error={missing ? t('auth.enterPassword') : null}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error ? <Alert title={t('auth.notChanged')}>{error}</Alert> : null}
      <Button type="submit" variant={danger ? 'danger' : 'primary'} className="self-start" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </form>
  );
}

/** The app's setup: a QR code, the same secret as text (for apps without a camera, and screen readers), then a first code. */
function ScanStep({ setup, onConfirmed }: { setup: TwoFactorSetup & { qr: string }; onConfirmed: () => void }) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const secret = new URL(setup.totpURI).searchParams.get('secret') ?? '';
  const keyId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = firstProblem(totpCodeSchema, code) ? t('auth.enterAppCode') : null;
    setInvalid(problem);
    if (!problem) confirm.mutate(code, { onSuccess: onConfirmed });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm">{t('auth.scanQrCode')}</p>
      <img src={setup.qr} alt={t('auth.qrCodeAlt')} className="size-44 self-center rounded-lg bg-white p-2" />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={keyId} className="text-sm font-medium">
          {t('auth.setupKeyLabel')}
        </label>
        {/* Wraps rather than scrolls: the whole key stays in view to copy by eye. */}
        <textarea
          id={keyId}
          readOnly
          rows={2}
          spellCheck={false}
          className="w-full resize-none rounded-xl border border-line bg-surface px-3 py-2 font-mono text-sm text-fg"
          value={secret.match(/.{1,4}/g)?.join(' ') ?? ''}
          onFocus={(e) => e.target.select()}
        />
      </div>
      <TextField
        label={t('auth.codeFromApp')}
        name="totp"
        autoComplete="one-time-code"
        inputMode="numeric"
        value={code}
        error={invalid}
        onChange={(e) => setCode(e.target.value)}
      />
      {confirm.isError ? <Alert title={t('auth.notTurnedOn')}>{confirm.error.message}</Alert> : null}
      <Button type="submit" className="self-start" disabled={confirm.isPending}>
        {confirm.isPending ? t('auth.checking') : t('auth.turnOn')}
      </Button>
    </form>
  );
}

async function withQrCode(setup: TwoFactorSetup): Promise<TwoFactorSetup & { qr: string }> {
  // Loaded only here: nobody else needs a QR encoder.
  const { renderSVG } = await import('uqr');
  return { ...setup, qr: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(setup.totpURI))}` };
}

function TurnOnDialog() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const start = useStartTwoFactor();
  const [open, setOpen] = useState(false);
  const [setup, setSetup] = useState<(TwoFactorSetup & { qr: string }) | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    start.reset();
    setSetup(null);
    if (confirmed) {
      setConfirmed(false);
      void queryClient.invalidateQueries({ queryKey: authKeys.me });
      toast({ title: t('auth.twoFactorIsOn'), variant: 'success' });
    }
  };

  let step: ReactNode;
  let description: string;
  if (confirmed && setup) {
    description = t('auth.saveBackupCodes');
    step = (
      <div className="flex flex-col gap-4">
        <BackupCodes codes={setup.backupCodes} />
        <Button className="self-start" onClick={() => onOpenChange(false)}>
          {t('auth.done')}
        </Button>
      </div>
    );
  } else if (setup) {
    description = t('auth.twoFactorStep2');
    step = <ScanStep setup={setup} onConfirmed={() => setConfirmed(true)} />;
  } else {
    description = t('auth.twoFactorStep1');
    step = (
      <PasswordStep
        submitLabel={t('auth.continue')}
        pendingLabel={t('auth.checking')}
        pending={start.isPending}
        error={start.error?.message}
        onSubmit={(password) => start.mutate(password, { onSuccess: async (s) => setSetup(await withQrCode(s)) })}
      />
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button className="self-start">
          <ShieldCheck aria-hidden="true" className="size-5" />
          {t('auth.turnOnTwoFactor')}
        </Button>
      </DialogTrigger>
      <DialogContent title={t('auth.turnOnTwoFactor')} description={description} preventOutsideClose>
        {step}
      </DialogContent>
    </Dialog>
  );
}

/** A dialog that starts afresh each time it opens: closing it forgets its request's outcome. */
function useFreshDialog(request: { reset: () => void }) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) request.reset();
  };
  return { open, onOpenChange };
}

function NewBackupCodesDialog() {
  const renew = useNewBackupCodes();
  const dialog = useFreshDialog(renew);
  return (
    <Dialog {...dialog}>
      <DialogTrigger asChild>
        <Button variant="secondary">{t('auth.newBackupCodes')}</Button>
      </DialogTrigger>
      <DialogContent
        title={t('auth.newBackupCodes')}
        description={renew.data ? t('auth.newBackupCodesSaved') : t('auth.oldBackupCodesWillStop')}
        preventOutsideClose
      >
        {renew.data ? (
          <BackupCodes codes={renew.data.backupCodes} />
        ) : (
          <PasswordStep
            submitLabel={t('auth.makeNewCodes')}
            pendingLabel={t('auth.makingCodes')}
            pending={renew.isPending}
            error={renew.error?.message}
            onSubmit={(password) => renew.mutate(password)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function TurnOffDialog() {
  const turnOff = useTurnOffTwoFactor();
  const toast = useToast();
  const dialog = useFreshDialog(turnOff);
  return (
    <Dialog {...dialog}>
      <DialogTrigger asChild>
        <Button variant="outline">{t('auth.turnOffTwoFactor')}</Button>
      </DialogTrigger>
      <DialogContent title={t('auth.turnOffTwoFactor')} description={t('auth.turnOffExplained')}>
        <PasswordStep
          submitLabel={t('auth.turnOff')}
          pendingLabel={t('auth.turningOff')}
          danger
          pending={turnOff.isPending}
          error={turnOff.error?.message}
          onSubmit={(password) =>
            turnOff.mutate(password, {
              onSuccess: () => {
                dialog.onOpenChange(false);
                toast({ title: t('auth.twoFactorIsOff'), variant: 'success' });
              },
            })
          }
        />
      </DialogContent>
    </Dialog>
  );
}

/** Settings → Security: two-factor log-in with an authenticator app, for accounts with a password. */
export function TwoFactorSettings({ user }: { user: SessionUser }) {
  return (
    <section aria-labelledby="two-factor-title" className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h2 id="two-factor-title" className="font-semibold">
        {t('auth.twoFactor')}
      </h2>
      {!user.hasPassword ? (
        <p className="text-sm text-muted">{t('auth.twoFactorWithGoogle')}</p>
      ) : user.twoFactorEnabled ? (
        <>
          <p className="text-sm">
            {taggedText(t('auth.twoFactorOnExplained'), {
              state: (chunk) => <span className="font-medium text-accent-soft-fg">{chunk}</span>,
            })}
          </p>
          <div className="flex flex-wrap gap-2">
            <NewBackupCodesDialog />
            <TurnOffDialog />
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">
            {taggedText(t('auth.twoFactorOffExplained'), {
              state: (chunk) => <span className="font-medium">{chunk}</span>,
            })}
          </p>
          <TurnOnDialog />
        </>
      )}
    </section>
  );
}
