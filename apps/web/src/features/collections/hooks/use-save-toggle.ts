import { COLLECTION_TEXTS } from '@promptreel/contract';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast-context';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { useLoginPrompt } from '../../../lib/use-login-prompt';
import { useSaveChange, type SaveMenuRow } from '../api/save-menu';
import { collectionName } from '../utils/collection-name';

/** A row of the Save menu: a collection of the viewer's, or Saved before its first use (id null). */
export type SaveRow = Pick<SaveMenuRow, 'kind' | 'name' | 'holds'> & { id: number | null };

/** Shown while a new account has no Saved list yet: the first save makes it (its name is the server's; shown as collectionName). */
export const UNMADE_SAVED: SaveRow = { id: null, kind: 'saved', name: COLLECTION_TEXTS.saved, holds: false };

/** The menu's rows: Saved first, even before it exists. */
export function saveRows(items: readonly SaveMenuRow[] | undefined): readonly SaveRow[] {
  const rows: readonly SaveRow[] = items ?? [];
  return rows.some((row) => row.kind === 'saved') ? rows : [UNMADE_SAVED, ...rows];
}

const rowKey = (row: SaveRow) => (row.kind === 'saved' ? 'saved' : String(row.id));

/**
 * Checking or unchecking a row: shown at once, sent, then a toast ('Saved to Neon moods'). A
 * refusal puts the box back and says why; a session that ended meanwhile is asked to log in.
 */
export function useSaveToggle(videoId: number) {
  const change = useSaveChange(videoId);
  const toast = useToast();
  const promptLogin = useLoginPrompt();
  // The wish of each row whose request is in flight, by its key.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());
  const settle = (key: string) =>
    setPending((now) => {
      const next = new Map(now);
      next.delete(key);
      return next;
    });

  const toggle = (row: SaveRow) => {
    const key = rowKey(row);
    if (pending.has(key)) return;
    const add = !row.holds;
    setPending((now) => new Map(now).set(key, add));
    // mutateAsync: mutate's own callbacks would fire for the last of two rows sent together only.
    change
      .mutateAsync({ collectionId: row.kind === 'saved' ? null : row.id, add })
      .then(({ collection, holds }) =>
        toast({
          title: t(holds ? 'collections.savedTo' : 'collections.removedFrom', { name: collectionName(collection) }),
          variant: 'success',
        }),
      )
      .catch((error: unknown) => {
        if (isApiError(error) && error.isUnauthenticated) return promptLogin(t('collections.logInToSave'));
        toast({
          title: t(add ? 'collections.failedToSaveTo' : 'collections.failedToRemoveFrom', {
            name: collectionName(row),
          }),
          description: error instanceof Error ? error.message : undefined,
          variant: 'error',
        });
      })
      .finally(() => settle(key));
  };

  /** Whether the row shows as holding the video: the wish while it is sent, else the server's word. */
  const checked = (row: SaveRow) => pending.get(rowKey(row)) ?? row.holds;
  const busy = (row: SaveRow) => pending.has(rowKey(row));
  return { toggle, checked, busy };
}
