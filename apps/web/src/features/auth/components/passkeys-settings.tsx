import { MAX_PASSKEYS, type Passkey } from '@promptreel/contract';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { passkeysSupported, usePasskeys, useRemovePasskey } from '../api/passkeys';
import { AddPasskeyForm } from './add-passkey-form';

const added = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const remove = useRemovePasskey();
  const toast = useToast();
  const name = passkey.name ?? 'Passkey';
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {name}
          {passkey.backedUp ? <Badge>Synced</Badge> : null}
        </p>
        <p className="text-xs text-muted">Added {added(passkey.createdAt)}</p>
        {remove.isError ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {remove.error.message}
          </p>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Remove ${name}`}
        disabled={remove.isPending}
        onClick={() =>
          remove.mutate(passkey.id, { onSuccess: () => toast({ title: 'Passkey removed', variant: 'success' }) })
        }
      >
        Remove
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
        Passkeys
      </h2>
      <p className="text-sm">
        Log in with your fingerprint, face or screen lock instead of a password. The passkey stays on your device or in
        your password manager; Promptreel keeps only its public half.
      </p>
      {passkeys.isError ? <Alert title="Could not load your passkeys">{passkeys.error.message}</Alert> : null}
      {passkeys.data?.length ? (
        <ul aria-label="Your passkeys" className="divide-y divide-line">
          {passkeys.data.map((p) => (
            <PasskeyRow key={p.id} passkey={p} />
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className="text-sm text-muted">You have no passkeys yet.</p>
      ) : null}
      {!passkeysSupported() ? (
        <p className="text-sm text-muted">This browser cannot make passkeys.</p>
      ) : (
        <AddPasskeyForm full={full} />
      )}
    </section>
  );
}
