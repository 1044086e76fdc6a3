import { DATA_EXPORT_DAYS, DATA_EXPORT_MESSAGES, type DataExportStatus } from '@promptreel/contract';
import { Download } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonStyles } from '../../../components/ui/button';
import { dataExportDownloadUrl, useDataExportStatus, useRequestDataExport } from '../api/data-export';

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** What became of the newest request, in a sentence. */
function statusLine(status: DataExportStatus): string | null {
  switch (status.status) {
    case 'preparing':
      return DATA_EXPORT_MESSAGES.requested;
    case 'ready':
      return `Your copy is ready: use the link in the e-mail we sent you. It works until ${day(status.expiresAt!)}.`;
    case 'expired':
      return 'The link to your last copy has expired.';
    case 'failed':
      return 'We could not prepare your last copy. Please ask again.';
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
          <p className="text-sm font-medium">Your data is ready to download.</p>
          <a href={dataExportDownloadUrl(token)} download className={buttonStyles()}>
            <Download aria-hidden="true" className="size-5" />
            Download the ZIP
          </a>
        </div>
      ) : null}
      <p className="text-sm">
        A ZIP file with your profile, your videos and their files, prompts and captions, your comments, claps, follows,
        reports, appeals and notifications, and your settings (e-mail choices, who you blocked or muted, how you log
        in), as JSON. We e-mail you a link when it is ready; it works for {DATA_EXPORT_DAYS} days, and you can ask once
        a day.
      </p>
      <div>
        <Button onClick={() => request.mutate()} disabled={request.isPending || status.data?.status === 'preparing'}>
          {request.isPending ? 'Asking…' : 'Download your data'}
        </Button>
      </div>
      {request.isError ? <Alert title="Not now">{request.error.message}</Alert> : null}
      {line ? (
        <p role="status" className="text-sm text-muted">
          {line}
        </p>
      ) : null}
    </div>
  );
}
