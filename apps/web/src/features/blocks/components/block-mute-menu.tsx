import type { ViewerRelation } from '@promptreel/contract';
import { Ban, Ellipsis, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast-context';
import { Tooltip } from '../../../components/ui/tooltip';
import { t } from '../../../lib/i18n';
import type { MessageKey } from '../../../lib/message-keys';
import { type HiddenChange, useSetHidden } from '../api/set-block';

const TRIGGER_CLASS =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-subtle hover:text-fg data-[state=open]:bg-subtle';

/** What the toast says once the server agreed, by the change. */
const CHANGED = {
  block: { on: 'blocks.blocked', off: 'blocks.unblocked' },
  mute: { on: 'blocks.muted', off: 'blocks.unmuted' },
} as const satisfies Record<HiddenChange['kind'], Record<'on' | 'off', MessageKey>>;

/**
 * The '…' menu on someone else's profile: Mute/Unmute at once, Block after a dialog that says what
 * blocking does, Unblock at once. `onChanged` runs after the server agreed (the caller refreshes
 * feeds, comments and the profile, whose `viewer` then tells this menu the new state).
 */
export function BlockMuteMenu({
  username,
  relation,
  onChanged,
}: {
  username: string;
  relation: ViewerRelation;
  onChanged?: (username: string, change: HiddenChange) => void;
}) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const change = useSetHidden((name, done) => {
    toast({ title: t(CHANGED[done.kind][done.on ? 'on' : 'off'], { username: name }), variant: 'success' });
    onChanged?.(name, done);
  });
  const send = (next: HiddenChange, after?: () => void) =>
    change.mutate({ username, change: next }, { onSuccess: () => after?.() });

  // The dialog opens from a menu that has already closed: hand focus back to the '…' button after.
  useEffect(() => {
    if (confirming) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      const frame = window.requestAnimationFrame(() => trigger.current?.focus());
      return () => window.cancelAnimationFrame(frame);
    }
  }, [confirming]);

  const label = t('blocks.moreActions', { username });
  return (
    <>
      <Menu modal={false}>
        <Tooltip label={label}>
          <MenuTrigger
            ref={trigger}
            aria-label={label}
            className={TRIGGER_CLASS}
            aria-busy={change.isPending || undefined}
          >
            <Ellipsis aria-hidden="true" className="size-5" />
          </MenuTrigger>
        </Tooltip>
        <MenuContent>
          <MenuItem disabled={change.isPending} onSelect={() => send({ kind: 'mute', on: !relation.muted })}>
            {relation.muted ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            {relation.muted ? t('blocks.unmuteUser', { username }) : t('blocks.muteUser', { username })}
          </MenuItem>
          {relation.blocked ? (
            <MenuItem disabled={change.isPending} onSelect={() => send({ kind: 'block', on: false })}>
              <Ban aria-hidden="true" />
              {t('blocks.unblockUser', { username })}
            </MenuItem>
          ) : (
            <MenuItem
              disabled={change.isPending}
              onSelect={() => setConfirming(true)}
              className="text-danger [&_svg]:text-danger"
            >
              <Ban aria-hidden="true" />
              {t('blocks.blockUser', { username })}
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
      <Dialog open={confirming} onOpenChange={(open) => !change.isPending && setConfirming(open)}>
        {confirming ? (
          <DialogContent
            title={t('blocks.blockTitle', { username })}
            description={t('blocks.blockExplained', { username })}
          >
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary" disabled={change.isPending}>
                  {t('blocks.cancel')}
                </Button>
              </DialogClose>
              <Button
                variant="danger"
                aria-busy={change.isPending || undefined}
                disabled={change.isPending}
                onClick={() => send({ kind: 'block', on: true }, () => setConfirming(false))}
              >
                {t('blocks.blockConfirm')}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
