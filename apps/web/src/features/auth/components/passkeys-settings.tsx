import { MAX_PASSKEYS, type Passkey } from '@promptreel/contract';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { passkeysSupported, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { AddPasskeyForm } from './add-passkey-form';
import { BRAND } from '../../../config/brand';
import { activeLocale, t } from '../../../lib/i18n';

const added = (iso: string) =>
  new Date(iso).toLocaleDateString(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric' });

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
  const toast = useToast();
  const name = passkey.name ?? t('auth.passkey');
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          {passkey.backedUp ? <Badge>{t('auth.synced')}</Badge> : null}
        </p>
        <p className="text-xs text-muted">{t('auth.passkeyAddedOn', { date: added(passkey.createdAt) })}</p>
        {remove.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {remove.error.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={t('auth.removePasskey', { name })}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(passkey.id, { onSuccess: () => toast({ title: t('auth.passkeyRemoved'), variant: 'success' }) })
        }
      >
        {t('auth.remove')}
      </Button>
    </li>
  );
}

/** Settings → Security: the passkeys that log in to this account, and 'Add a passkey'. */
export function PasskeysSettings() {
  const passkeys = usePasskeys();
  const full = (passkeys.data?.length ?? 0) >= MAX_PASSKEYS;

  return (
    <section aria-labelledby="passkeys-title" className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h2 id="passkeys-title" className="font-semibold">
        {t('auth.passkeys')}
      </h2>
      <p className="text-sm">{t('auth.passkeysIntro', { brand: BRAND })}</p>
      {passkeys.isError ? <Alert title={t('auth.couldNotLoadPasskeys')}>{passkeys.error.message}</Alert> : null}
      {passkeys.data?.length ? (
        <ul aria-label={t('auth.yourPasskeys')} className="divide-y divide-line">
          {passkeys.data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className="text-sm text-muted">{t('auth.noPasskeys')}</p>
      ) : null}
      {!passkeysSupported() ? (
        <p className="text-sm text-muted">{t('auth.browserCannotMakePasskeys')}</p>
      ) : (
        <AddPasskeyForm full={full} />
      )}
    </section>
  );
}
