import type { Collection } from '@promptreel/contract';
import { Plus } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast-context';
import { t } from '../../../lib/i18n';
import { useCreateCollection } from '../api/save-menu';
import { refusalText } from '../utils/refusal-text';

/**
 * 'New collection': a button that reveals a small form (Name, Public, Create). The collection is
 * made holding the video; a refusal (a taken name, too many collections) shows the server's words.
 */
export function NewCollectionForm({
  videoId,
  onCreated,
}: {
  videoId: number;
  onCreated: (collection: Collection) => void;
}) {
  const [open, setOpen] = useState(false);
  const formId = useId();
  const reveal = useRef<HTMLButtonElement>(null);
  const cancelled = useRef(false);
  // Cancel takes the form away: focus goes back to the button that revealed it.
  useEffect(() => {
    if (open || !cancelled.current) return;
    cancelled.current = false;
    reveal.current?.focus();
  }, [open]);
  if (!open)
    return (
      <Button
        ref={reveal}
        variant="ghost"
        size="sm"
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => setOpen(true)}
        className="w-full justify-start"
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('collections.newCollection')}
      </Button>
    );
  return (
    <CreateForm
      id={formId}
      videoId={videoId}
      onCancel={() => {
        cancelled.current = true;
        setOpen(false);
      }}
      onCreated={(collection) => {
        setOpen(false);
        onCreated(collection);
      }}
    />
  );
}

function CreateForm({
  id,
  videoId,
  onCancel,
  onCreated,
}: {
  id: string;
  videoId: number;
  onCancel: () => void;
  onCreated: (collection: Collection) => void;
}) {
  const create = useCreateCollection(videoId);
  const toast = useToast();
  const [name, setName] = useState('');
  const [isPublic, setIsPublic] = useState(false);
  // Only an empty name is caught here; every other rule is the server's, told in its words.
  const [empty, setEmpty] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    if (!name.trim()) return setEmpty(true);
    create.mutate(
      { name: name.trim(), isPublic },
      {
        onSuccess: (collection) => {
          toast({ title: t('collections.savedTo', { name: collection.name }), variant: 'success' });
          onCreated(collection);
        },
      },
    );
  };

  return (
    <form
      id={id}
      aria-label={t('collections.newCollection')}
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3"
    >
      <TextField
        label={t('collections.name')}
        value={name}
        autoComplete="off"
        // The form was asked for: its one field is where typing goes.
        autoFocus
        error={empty ? t('collections.nameRequired') : null}
        onChange={(event) => {
          setName(event.target.value);
          setEmpty(false);
        }}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={isPublic}
          onChange={(event) => setIsPublic(event.target.checked)}
          className="size-4 shrink-0 accent-(--accent)"
        />
        {t('collections.public')}
      </label>
      {create.isError ? <Alert title={t('collections.createFailed')}>{refusalText(create.error)}</Alert> : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('collections.cancel')}
        </Button>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {t('collections.create')}
        </Button>
      </div>
    </form>
  );
}
