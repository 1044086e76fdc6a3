import type { SessionUser } from '@promptreel/contract';
import { PasskeysSettings } from './passkeys-settings';
import { TwoFactorSettings } from './two-factor-settings';

/** Settings → Security: two-factor log-in and passkeys (its own chunk: loaded when the tab opens). */
export function SecuritySection({ user }: { user: SessionUser }) {
  return (
    <div className="flex flex-col gap-5">
      <TwoFactorSettings user={user} />
      <PasskeysSettings />
    </div>
  );
}
