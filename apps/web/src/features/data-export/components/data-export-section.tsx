import { DATA_EXPORT_DAYS, type DataExportStatus } from '@promptreel/contract';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { activeLocale, t } from '../../../lib/i18n';
import { dataExportDownloadUrl, useDataExportStatus, useRequestDataExport } from '../api/data-export';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString(activeLocale(), { day: 'numeric', month: 'long', year: 'numeric' });

/** What became of the newest request, in a sentence. */
function statusLine(status: DataExportStatus): string | null {
  switch (status.status) {
    case 'preparing':
      return t('dataExport.preparing');
    case 'ready':
      return t('dataExport.ready', { date: day(status.expiresAt!) });
    case 'expired':
      return t('dataExport.expired');
    case 'failed':
      return t('dataExport.failed');
    default:
      return null;
  }
}

/**
 * Settings → Your Data: asks for a ZIP of everything the person gave the site (made by a job and
 * e-mailed as a link); the e-mailed link brings them back here with its token, to download it.
 */
export function DataExportSection({ token }: { token: string | null }) {
  const status = useDataExportStatus();
  const request = useRequestDataExport();
  const line = status.data ? statusLine(status.data) : null;
  return (
    <div className="flex flex-col gap-4">
      {token ? (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-accent-soft p-4">
          <p className="text-sm font-medium">{t('dataExport.readyToDownload')}</p>
          <a href={dataExportDownloadUrl(token)} download className={buttonStyles()}>
            <Download aria-hidden="true" className="size-5" />
            {t('dataExport.downloadZip')}
          </a>
        </div>
      ) : null}
      <p className="text-sm">{t('dataExport.explained', { days: DATA_EXPORT_DAYS })}</p>
      <div>
        <Button onClick={() => request.mutate()} disabled={request.isPending || status.data?.status === 'preparing'}>
          {request.isPending ? t('dataExport.asking') : t('dataExport.downloadYourData')}
        </Button>
      </div>
      {request.isError ? <Alert title={t('dataExport.notNow')}>{request.error.message}</Alert> : null}
      {line ? (
        <p role="status" className="text-sm text-muted">
          {line}
        </p>
      ) : null}
    </div>
  );
}
