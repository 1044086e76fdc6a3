import type { Collection } from '@promptreel/contract';
import { Globe, Lock, Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/confirm-delete-dialog';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { paths } from '../../../config/paths';
import { useDeleteCollection, useUpdateCollection } from '../api/edit-collection';
import { t, withTexts } from '../../../lib/i18n';

// Only an owner who edits needs the form and the limits (the contract's, which bring zod): fetched then.
const EditCollectionDialog = lazy(withTexts(() => import('./edit-collection-dialog')));

/** The owner's Edit details, Make public / Make private, and Delete collection (the Saved list has none). */
export function CollectionOwnerActions({ collection }: { collection: Collection }) {
  const update = useUpdateCollection(collection.id);
  const remove = useDeleteCollection(collection.id);
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
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
      <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setEditing(true)}>
        <Pencil aria-hidden="true" />
        {t('collections.editDetails')}
      </Button>
      {editing ? (
        <Suspense fallback={null}>
          <EditCollectionDialog collection={collection} open onOpenChange={setEditing} />
        </Suspense>
      ) : null}
      <Button variant="outline" size="sm" onClick={toggle} disabled={update.isPending}>
        {collection.isPublic ? <Lock aria-hidden="true" /> : <Globe aria-hidden="true" />}
        {collection.isPublic ? t('collections.makePrivate') : t('collections.makePublic')}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" />
        {t('collections.deleteCollection')}
      </Button>
      <ConfirmDeleteDialog
        title={t('collections.deleteQuestion')}
        description={t('collections.deleteExplained', { name: collection.name })}
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={confirm}
        deleting={remove.isPending}
        confirmLabel={t('collections.deleteCollection')}
        failure={remove.error ? <p role="alert">{remove.error.message}</p> : null}
      />
    </>
  );
}
