import { RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button';
import { StatusMessage } from '../../components/ui/status-message';
import { t } from '../../lib/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';

/**
 * Last line of defence for a page that throws. The usual cause after a release is a page's
 * code chunk that no longer exists: reloading fetches the new one.
 */
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle(t('shell.errorTitle'));
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('shell.errorDetail');
  return (
    <StatusMessage
      tone="error"
      headingLevel={1}
      title={t('shell.errorTitle')}
      description={detail}
      action={
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('shell.reload')}
        </Button>
      }
    />
  );
}
