import type { StudioVideoRow } from '@promptreel/contract';
import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { downloadCsv, studioCsv, studioCsvFilename } from '../utils/studio-csv';

/** The table of videos as a CSV file, made in the browser from the figures on screen. */
export function DownloadCsvButton({
  videos,
  days,
  disabled,
}: {
  videos: readonly StudioVideoRow[];
  days: number;
  /** While another period's figures are on their way: the file would name one period and hold another's. */
  disabled?: boolean;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={disabled}
      onClick={() => downloadCsv(studioCsv(videos), studioCsvFilename(days))}
    >
      <Download aria-hidden="true" className="size-4" />
      {t('studio.downloadCsv')}
    </Button>
  );
}
