import type { FeedHide } from '@promptreel/contract';
import { QueryError } from '../../../components/query-error';
import { Button } from '../../../components/ui/button';
import { LoadingRows, SkeletonRow } from '../../../components/ui/loading-rows';
import { t } from '../../../lib/i18n';
import { useFeedHides, useUndoFeedHide } from '../api/feed-hides';
import { HIDE_KIND_NAMES, hideLabel, undoName } from '../utils/hide-texts';
import { ResetFeedDialog } from './reset-feed-dialog';

/**
 * Settings → Your feed: what the viewer told For You to show less of, newest first, each with
 * Undo; and 'Reset your feed'. `onChanged` runs after an Undo or a reset (app/ refreshes For You).
 */
export function FeedHidesSection({ onChanged }: { onChanged: () => void }) {
  const hides = useFeedHides();
  const undo = useUndoFeedHide(onChanged);
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="feed-hides" className="flex flex-col gap-2">
        <h2 id="feed-hides" className="text-base font-semibold">
          {t('forYou.hiddenHeading')}
        </h2>
        {hides.isPending ? (
          <LoadingRows
            label={t('forYou.loadingHidden')}
            count={2}
            className="flex flex-col gap-4 py-3"
            row={() => <SkeletonRow lead="hidden" end="h-8 w-20 rounded-full" />}
          />
        ) : hides.isError ? (
          <QueryError query={hides} title={t('forYou.hiddenFailed')} />
        ) : hides.data.items.length === 0 ? (
          <p className="text-sm text-muted">{t('forYou.nothingHidden')}</p>
        ) : (
          <ul aria-label={t('forYou.hiddenHeading')} className="flex flex-col divide-y divide-line">
            {hides.data.items.map((hide) => (
              <HideRow
                key={`${hide.kind}:${hide.target}`}
                hide={hide}
                pending={undo.isPending && undo.variables.kind === hide.kind && undo.variables.target === hide.target}
                onUndo={() => undo.mutate({ kind: hide.kind, target: hide.target })}
              />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="feed-reset" className="flex flex-col items-start gap-2">
        <h2 id="feed-reset" className="text-base font-semibold">
          {t('forYou.startAfresh')}
        </h2>
        <p className="text-sm text-muted">{t('forYou.startAfreshHint')}</p>
        <ResetFeedDialog onReset={onChanged} />
      </section>
    </div>
  );
}

function HideRow({ hide, pending, onUndo }: { hide: FeedHide; pending: boolean; onUndo: () => void }) {
  return (
    <li className="flex items-center gap-3 py-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold break-words">{hideLabel(hide)}</span>
        <span className="text-sm text-muted">{t(HIDE_KIND_NAMES[hide.kind])}</span>
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={undoName(hide)}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={onUndo}
      >
        {t('forYou.undo')}
      </Button>
    </li>
  );
}
