import { useState, type FormEvent, type ReactNode } from 'react';
import { t } from '../lib/i18n';
import { Button } from './ui/button';
import { Dialog, DialogContent } from './ui/dialog';
import { TextField } from './ui/field';
import { richText } from './ui/rich-text';

/** The spec's word for a deletion that cannot be undone: typed exactly, nothing else. */
export const CONFIRM_WORD = 'DELETE';

export interface ConfirmDeleteDialogProps {
  title: string;
  description: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs only once DELETE is typed and the button pressed (or Enter). */
  onConfirm: () => void;
  /** The deletion is under way: the dialog stays, its controls wait. */
  deleting: boolean;
  confirmLabel: string;
  /** Why the last try failed, shown above the buttons. */
  failure?: ReactNode;
}

/**
 * A deletion's confirmation (open → deleting → closed): the button wakes only when DELETE is typed
 * exactly. Used wherever a video is deleted (its owner, the admin desk), so both ask the same way.
 */
export function ConfirmDeleteDialog({ open, onOpenChange, deleting, ...props }: ConfirmDeleteDialogProps) {
  const change = (next: boolean) => {
    if (!deleting) onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={change}>
      {/* Mounted only while open: a word typed for one video never confirms the next one. */}
      {open ? <ConfirmDeleteBody {...props} deleting={deleting} onCancel={() => change(false)} /> : null}
    </Dialog>
  );
}

function ConfirmDeleteBody({
  title,
  description,
  onConfirm,
  deleting,
  confirmLabel,
  failure,
  onCancel,
}: Omit<ConfirmDeleteDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const confirmed = typed === CONFIRM_WORD;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed && !deleting) onConfirm();
  };

  return (
    <DialogContent title={title} description={description} preventOutsideClose>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={richText('ui.typeToConfirm', {
            word: <span className="font-mono font-semibold">{CONFIRM_WORD}</span>,
          })}
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={deleting}
        />
        {failure}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onCancel} disabled={deleting}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={!confirmed || deleting}>
            {deleting ? t('ui.deleting') : confirmLabel}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
