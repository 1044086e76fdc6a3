import type { UploadLimit } from '@promptreel/contract';
import { useId } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { t } from '../../../lib/i18n';

/** 'n of 5 uploads today' (finished and unfinished) as a meter; at the limit, the spec's notice instead of a hopeful bar. */
export function DailyLimitMeter({ limit, pending }: { limit: UploadLimit | undefined; pending: boolean }) {
  const labelId = useId();
  if (!limit) {
    return pending ? <Skeleton className="h-12 w-full rounded-xl" /> : null;
  }
  // An unfinished upload took its slot when it started (the server counts it), so it shows here too.
  const used = Math.min(limit.dailyUploads + limit.openUploads, limit.limit);
  const full = limit.remaining <= 0;
  const text = t('upload.usedToday', { used, limit: limit.limit });
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {t('upload.dailyUploads')}
        </span>
        <span className="text-muted tabular-nums">{text}</span>
      </div>
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit.limit}
        aria-valuenow={used}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-subtle"
      >
        <div
          className={cn('h-full rounded-full', full ? 'bg-danger' : 'bg-primary')}
          style={{ width: `${(used / Math.max(1, limit.limit)) * 100}%` }}
        />
      </div>
      {full ? <p className="text-sm font-medium text-danger">{t('upload.dailyLimit')}</p> : null}
    </div>
  );
}
