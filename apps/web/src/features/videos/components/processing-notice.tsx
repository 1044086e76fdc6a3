import { ProgressBar } from '../../../components/ui/progress-bar';
import { t } from '../../../lib/i18n';

/**
 * What the owner of a video still processing sees above its player: that only they can see it,
 * what is being made, and how far it has got (the page asks again every 2 s; get-video.ts).
 */
export function ProcessingNotice({ percent }: { percent: number | null }) {
  return (
    <div className="flex flex-col gap-2 rounded-md border border-line bg-subtle px-3 py-2 text-sm text-fg">
      <p role="status">
        <span className="font-semibold">{t('videos.processing')}</span>
        {percent !== null ? (
          <span className="tabular-nums"> {t('videos.processingPercent', { percent })}</span>
        ) : null}{' '}
        {t('videos.processingNote')}
      </p>
      <ProgressBar label={t('videos.processingProgress')} percent={percent} className="bg-surface" />
    </div>
  );
}
