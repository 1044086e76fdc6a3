import { type Collection, COLLECTION_TEXTS } from '@promptreel/contract';
import { Globe, Lock, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { useDeleteCollection, useUpdateCollection } from '../api/edit-collection';

/** The owner's Make public / Make private, and Delete collection (the Saved list has neither). */
export function CollectionOwnerActions({ collection }: { collection: Collection }) {
  const update = useUpdateCollection(collection.id);
  const remove = useDeleteCollection(collection.id);
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  if (collection.kind === 'saved') return null;
  const toggle = () =>
    update.mutate(
      { isPublic: !collection.isPublic },
      { onError: (error) => toast({ title: error.message, variant: 'error' }) },
    );
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => void navigate(paths.profile.href(collection.ownerUsername)),
    });
  return (
    <>
      <Button variant="outline" size="sm" onClick={toggle} disabled={update.isPending}>
        {collection.isPublic ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
        {collection.isPublic ? 'Make private' : 'Make public'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {COLLECTION_TEXTS.deleteCollection}
      </Button>
      <ConfirmDeleteDialog
        title={`${COLLECTION_TEXTS.deleteCollection}?`}
        description={`“${collection.name}” goes; its videos stay where they are.`}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirm}
        deleting={remove.isPending}
        confirmLabel={COLLECTION_TEXTS.deleteCollection}
        failure={remove.error ? <p role="alert">{remove.error.message}</p> : null}
      />
    </>
  );
}
