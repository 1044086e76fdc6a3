import { Copy, Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast-context';
import { BRAND } from '../../../config/brand';
import { t } from '../../../lib/i18n';

/** Ten one-time backup codes, shown once: to copy or to keep as a text file. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const toast = useToast();
  const text = [t('auth.backupCodesFile', { brand: BRAND }), '', ...codes, ''].join('\n');
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: 'promptreel-backup-codes.txt' });
    link.click();
    URL.revokeObjectURL(url);
  };
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast({ title: t('auth.backupCodesCopied'), variant: 'success' }),
      () => toast({ title: t('auth.couldNotCopy'), description: t('auth.couldNotCopyDescription') }),
    );
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('auth.backupCodes')}
        className="grid grid-cols-2 gap-2 rounded-xl bg-subtle p-3 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          {t('auth.copyCodes')}
        </Button>
        <Button variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden="true" className="size-4" />
          {t('auth.downloadCodes')}
        </Button>
      </div>
    </div>
  );
}
