import { BLOCK_TEXTS, type HiddenAccount } from '@promptreel/contract';
import { Link } from '../../../components/link';
import { QueryError } from '../../../components/query-error';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { paths } from '../../../config/paths';
import { useHiddenAccounts } from '../api/get-hidden-accounts';
import type { HiddenKind } from '../api/keys';
import { type HiddenChange, useSetHidden } from '../api/set-block';

const LISTS: Record<HiddenKind, { heading: string; empty: string; button: string; label: (u: string) => string }> = {
  blocks: {
    heading: BLOCK_TEXTS.blockedAccounts,
    empty: BLOCK_TEXTS.noneBlocked,
    button: BLOCK_TEXTS.unblockButton,
    label: BLOCK_TEXTS.unblock,
  },
  mutes: {
    heading: BLOCK_TEXTS.mutedAccounts,
    empty: BLOCK_TEXTS.noneMuted,
    button: BLOCK_TEXTS.unmuteButton,
    label: BLOCK_TEXTS.unmute,
  },
};

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
        {text.heading}
      </h2>
      {list.isPending ? (
        <LoadingRows
          label={`Loading ${text.heading.toLowerCase()}`}
          count={2}
          className="flex flex-col gap-4 py-3"
          row={() => <SkeletonRow lead="size-10 rounded-full" end="h-8 w-20 rounded-full" />}
        />
      ) : list.isError ? (
        <QueryError query={list} title={`Failed to load ${text.heading.toLowerCase()}.`} />
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-muted">{text.empty}</p>
      ) : (
        <ul aria-label={text.heading} className="flex flex-col divide-y divide-line">
          {list.data.items.map((account) => (
            <HiddenRow
              key={account.id}
              account={account}
              button={text.button}
              label={text.label(account.username)}
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
