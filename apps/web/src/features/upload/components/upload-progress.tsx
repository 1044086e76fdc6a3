import { CloudUpload, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { t } from '../../../lib/i18n';
import { formatFileSize } from '../utils/upload-validation';
import type { UploadProgress as Progress } from '../hooks/use-resumable-upload';

export function percentOf(progress: Pick<Progress, 'sent' | 'total'>): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.sent / progress.total) * 100));
}

function statusText(progress: Progress): string {
  if (progress.reconnecting) return t('upload.resuming');
  if (progress.processing) return progress.resumed ? t('upload.processingResumed') : t('upload.processing');
  const sent = t('upload.sentOfTotal', { sent: formatFileSize(progress.sent), total: formatFileSize(progress.total) });
  return progress.resumed ? t('upload.resumedSent', { sent }) : sent;
}

/** The bar while the file travels: percent, what is happening, and Cancel. */
export function UploadProgressPanel({
  progress,
  fileName,
  onCancel,
}: {
  progress: Progress;
  fileName: string;
  onCancel: () => void;
}) {
  const percent = percentOf(progress);
  const Icon = progress.reconnecting ? WifiOff : CloudUpload;
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="flex min-w-0 items-center gap-2 font-medium">
          <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
          <span className="truncate">{t('upload.uploadingFile', { fileName })}</span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums">{t('upload.percent', { percent })}</span>
      </div>
      <ProgressBar label={t('upload.progress')} percent={percent} />
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="min-w-0 text-sm text-muted tabular-nums">
          {statusText(progress)}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={progress.processing}>
          {t('upload.cancel')}
        </Button>
      </div>
    </div>
  );
}
