import { type Collection, COLLECTION_LIMITS, type UpdateCollectionRequest } from '@promptreel/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { useUpdateCollection } from '../api/edit-collection';
import { refusalText } from '../utils/refusal-text';

const counter = (value: string, max: number) => (
  <span className="block text-end tabular-nums">
    {value.length}/{max}
  </span>
);

/**
 * 'Edit details' of a named collection: its name (≤ 60) and description (≤ 500). It cannot be
 * dismissed while saving; a refusal (a taken name) shows the server's words and keeps it open.
 */
export function EditCollectionDialog({
  collection,
  open,
  onOpenChange,
}: {
  collection: Collection;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCollection(collection.id);
  const close = () => {
    // A refusal shown this time is not shown again at the next opening.
    update.reset();
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : update.isPending ? undefined : close())}>
      {/* Mounted only while open: each opening starts from the collection's current words, and
          focus goes back to what opened it. */}
      {open ? (
        <DialogContent title={t('collections.editDetails')} preventOutsideClose>
          <EditForm collection={collection} update={update} onClose={close} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditForm({
  collection,
  update,
  onClose,
}: {
  collection: Collection;
  update: ReturnType<typeof useUpdateCollection>;
  onClose: () => void;
}) {
  const toast = useToast();
  const [name, setName] = useState(collection.name);
  const [description, setDescription] = useState(collection.description ?? '');
  // Only an empty name is caught here (the lengths by the fields); the rest is the server's.
  const [empty, setEmpty] = useState(false);
  const saving = update.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!name.trim()) return setEmpty(true);
    // Only what changed is sent: an untouched name is never checked against the owner's others.
    const request: UpdateCollectionRequest = {};
    if (name.trim() !== collection.name) request.name = name.trim();
    if ((description.trim() || null) !== collection.description) request.description = description.trim() || null;
    if (Object.keys(request).length === 0) return onClose();
    update.mutate(request, {
      onSuccess: () => {
        toast({ title: t('collections.updated'), variant: 'success' });
        onClose();
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {/* Read-only rather than disabled while saving: a disabled field or button would drop focus. */}
      <TextField
        label={t('collections.name')}
        name="name"
        required
        autoComplete="off"
        maxLength={COLLECTION_LIMITS.nameMax}
        readOnly={saving}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setEmpty(false);
        }}
        error={empty ? t('collections.nameRequired') : null}
        hint={counter(name, COLLECTION_LIMITS.nameMax)}
      />
      <TextAreaField
        label={t('collections.description')}
        name="description"
        rows={3}
        maxLength={COLLECTION_LIMITS.descriptionMax}
        readOnly={saving}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        hint={counter(description, COLLECTION_LIMITS.descriptionMax)}
      />
      {update.isError ? <Alert title={t('collections.updateFailed')}>{refusalText(update.error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={() => (saving ? undefined : onClose())}>
          {t('collections.cancel')}
        </Button>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? t('collections.saving') : t('collections.saveChanges')}
        </Button>
      </div>
    </form>
  );
}

export default EditCollectionDialog;
