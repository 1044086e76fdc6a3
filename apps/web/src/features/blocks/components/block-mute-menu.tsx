import { BLOCK_TEXTS, type ViewerRelation } from '@promptreel/contract';
import { Ban, Ellipsis, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/dropdown-menu';
import { useToast } from '../../../components/ui/toast-context';
import { Tooltip } from '../../../components/ui/tooltip';
import { type HiddenChange, useSetHidden } from '../api/set-block';

const TRIGGER_CLASS =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-muted transition-colors duration-150 hover:bg-subtle hover:text-fg data-[state=open]:bg-subtle';

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
    const said =
      done.kind === 'block'
        ? done.on
          ? BLOCK_TEXTS.blocked(name)
          : BLOCK_TEXTS.unblocked(name)
        : done.on
          ? BLOCK_TEXTS.muted(name)
          : BLOCK_TEXTS.unmuted(name);
    toast({ title: said, variant: 'success' });
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

  const label = BLOCK_TEXTS.moreActions(username);
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
            {relation.muted ? BLOCK_TEXTS.unmute(username) : BLOCK_TEXTS.mute(username)}
          </MenuItem>
          {relation.blocked ? (
            <MenuItem disabled={change.isPending} onSelect={() => send({ kind: 'block', on: false })}>
              <Ban aria-hidden="true" />
              {BLOCK_TEXTS.unblock(username)}
            </MenuItem>
          ) : (
            <MenuItem
              disabled={change.isPending}
              onSelect={() => setConfirming(true)}
              className="text-danger [&_svg]:text-danger"
            >
              <Ban aria-hidden="true" />
              {BLOCK_TEXTS.block(username)}
            </MenuItem>
          )}
        </MenuContent>
      </Menu>
      <Dialog open={confirming} onOpenChange={(open) => !change.isPending && setConfirming(open)}>
        {confirming ? (
          <DialogContent title={BLOCK_TEXTS.blockTitle(username)} description={BLOCK_TEXTS.blockExplained(username)}>
            <div className="flex flex-wrap justify-end gap-2">
              <DialogClose asChild>
                <Button variant="secondary" disabled={change.isPending}>
                  Cancel
                </Button>
              </DialogClose>
              <Button
                variant="danger"
                aria-busy={change.isPending || undefined}
                disabled={change.isPending}
                onClick={() => send({ kind: 'block', on: true }, () => setConfirming(false))}
              >
                {BLOCK_TEXTS.blockConfirm}
              </Button>
            </div>
          </DialogContent>
        ) : null}
      </Dialog>
    </>
  );
}
