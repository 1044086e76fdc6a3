import { Globe, Lock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { RetryButton } from '../../../components/retry-button';
import { LoadingRows } from '../../../components/ui/loading-rows';
import { Skeleton } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useSaveMenu } from '../api/save-menu';
import { saveRows, useSaveToggle, type SaveRow } from '../hooks/use-save-toggle';
import { collectionName } from '../utils/collection-name';
import { NewCollectionForm } from './new-collection-form';

/**
 * What the Save popover (video page) and the Save dialog (a card's '…' menu) hold: a checkbox for
 * Saved and for each of the viewer's collections, then 'New collection'.
 */
export function SaveChoices({ videoId }: { videoId: number }) {
  const menu = useSaveMenu(videoId);
  const save = useSaveToggle(videoId);
  // The collection just made here: its box takes focus, as the form it came from goes away.
  const [made, setMade] = useState<number | null>(null);

  if (menu.isPending)
    return (
      <LoadingRows
        label={t('collections.loading')}
        count={2}
        className="flex flex-col gap-2 py-1"
        row={() => <Skeleton className="h-6 w-3/4 rounded-md" />}
      />
    );
  if (menu.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm">
        <p className="font-semibold">{t('collections.failedToLoad')}</p>
        <p className="text-muted">{menu.error.message}</p>
        <RetryButton query={menu} size="sm" />
      </div>
    );
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-col" aria-label={t('collections.collections')}>
        {saveRows(menu.data.items).map((row, index) => (
          <li key={row.id ?? 'saved'}>
            <SaveCheckbox
              row={row}
              checked={save.checked(row)}
              busy={save.busy(row)}
              onToggle={() => save.toggle(row)}
              focus={made === null ? index === 0 : row.id === made}
            />
          </li>
        ))}
      </ul>
      <div className="border-t border-line pt-2">
        <NewCollectionForm videoId={videoId} onCreated={(collection) => setMade(collection.id)} />
      </div>
    </div>
  );
}

/** One collection: its name is the box's name; whether others may see it is its description. */
function SaveCheckbox({
  row,
  checked,
  busy,
  onToggle,
  focus,
}: {
  row: SaveRow;
  checked: boolean;
  busy: boolean;
  onToggle: () => void;
  focus: boolean;
}) {
  const id = useId();
  const box = useRef<HTMLInputElement>(null);
  const isPublic = row.kind === 'named' && 'isPublic' in row && row.isPublic;
  const Icon = isPublic ? Globe : Lock;
  // On arrival (the popover or dialog had nothing else to focus while the list loaded) or when made.
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <>
      <label
        htmlFor={id}
        className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-subtle has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring"
      >
        <input
          ref={box}
          id={id}
          type="checkbox"
          checked={checked}
          aria-busy={busy || undefined}
          aria-describedby={`${id}-privacy`}
          onChange={onToggle}
          className="size-4 shrink-0 accent-(--accent) focus-visible:outline-none"
        />
        <span className="min-w-0 flex-1 wrap-anywhere">{collectionName(row)}</span>
        <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
      </label>
      {/* Outside the label, so the box's name is the collection's name alone. */}
      <span id={`${id}-privacy`} className="sr-only">
        {row.kind === 'saved'
          ? t('collections.savedHint')
          : isPublic
            ? t('collections.public')
            : t('collections.private')}
      </span>
    </>
  );
}
