import { CloudUpload, WifiOff } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { formatFileSize } from '../utils/upload-validation';
import type { UploadProgress as Progress } from '../hooks/use-resumable-upload';

export const RESUMING_TEXT = 'Connection lost — resuming…';

export function percentOf(progress: Pick<Progress, 'sent' | 'total'>): number {
  if (progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.sent / progress.total) * 100));
}

function statusText(progress: Progress): string {
  if (progress.reconnecting) return RESUMING_TEXT;
  if (progress.processing)
    return progress.resumed ? 'Processing video… (resumed your earlier upload)' : 'Processing video…';
  const sent = `${formatFileSize(progress.sent)} of ${formatFileSize(progress.total)}`;
  return progress.resumed ? `Resumed your earlier upload · ${sent}` : sent;
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
          <span className="truncate">Uploading {fileName}</span>
        </span>
        <span className="shrink-0 font-semibold tabular-nums">{percent}%</span>
      </div>
      <ProgressBar label="Upload progress" percent={percent} />
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="min-w-0 text-sm text-muted tabular-nums">
          {statusText(progress)}
        </p>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={progress.processing}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
