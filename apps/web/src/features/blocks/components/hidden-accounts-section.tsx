import type { HiddenAccount } from '@promptreel/contract';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { paths } from '../../../config/paths';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { useHiddenAccounts } from '../api/get-hidden-accounts';
import type { HiddenKind } from '../api/keys';
import { type HiddenChange, useSetHidden } from '../api/set-block';

const LISTS = {
  blocks: {
    heading: 'blocks.blockedAccounts',
    loading: 'blocks.loadingBlocked',
    failed: 'blocks.failedBlocked',
    empty: 'blocks.noneBlocked',
    button: 'blocks.unblock',
    label: 'blocks.unblockUser',
  },
  mutes: {
    heading: 'blocks.mutedAccounts',
    loading: 'blocks.loadingMuted',
    failed: 'blocks.failedMuted',
    empty: 'blocks.noneMuted',
    button: 'blocks.unmute',
    label: 'blocks.unmuteUser',
  },
} as const satisfies Record<HiddenKind, Record<string, MessageKey>>;

/** Settings: the people the viewer blocked and muted, each with a button to undo it. */
export function HiddenAccountsSection({ onChanged }: { onChanged?: (username: string, change: HiddenChange) => void }) {
  return (
    <div className="flex flex-col gap-8">
      <HiddenList kind="blocks" onChanged={onChanged} />
      <HiddenList kind="mutes" onChanged={onChanged} />
    </div>
  );
}

function HiddenList({
  kind,
  onChanged,
}: {
  kind: HiddenKind;
  onChanged?: (username: string, change: HiddenChange) => void;
}) {
  const list = useHiddenAccounts(kind);
  const undo = useSetHidden(onChanged);
  const text = LISTS[kind];
  const headingId = `hidden-${kind}`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-base font-semibold">
        {t(text.heading)}
      </h2>
      {list.isPending ? (
        <LoadingRows
          label={t(text.loading)}
          count={2}
          className="flex flex-col gap-4 py-3"
          row={() => <SkeletonRow lead="size-10 rounded-full" end="h-8 w-20 rounded-full" />}
        />
      ) : list.isError ? (
        <QueryError query={list} title={t(text.failed)} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted">{t(text.empty)}</p>
      ) : (
        <ul aria-label={t(text.heading)} className="flex flex-col divide-y divide-line">
          {list.data.items.map((account) => (
            <HiddenRow
              key={account.id}
              account={account}
              button={t(text.button)}
              label={t(text.label, { username: account.username })}
              pending={undo.isPending && undo.variables.username === account.username}
              onUndo={() =>
                undo.mutate({
                  username: account.username,
                  change: kind === 'blocks' ? { kind: 'block', on: false } : { kind: 'mute', on: false },
                })
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function HiddenRow({
  account,
  button,
  label,
  pending,
  onUndo,
}: {
  account: HiddenAccount;
  button: string;
  label: string;
  pending: boolean;
  onUndo: () => void;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <Avatar src={account.avatarUrl} username={account.username} size="md" alt="" />
      <Link
        to={paths.profile.href(account.username)}
        className="min-w-0 flex-1 font-semibold break-all hover:underline"
      >
        @{account.username}
      </Link>
      <Button
        variant="secondary"
        size="sm"
        aria-label={label}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={onUndo}
      >
        {button}
      </Button>
    </li>
  );
}
