import { RotateCw } from 'lucide-react';
import { t } from '../lib/i18n';
import { Button, type ButtonProps } from './ui/button';

/** What a Retry needs of a TanStack query (a plain or an infinite one). */
export interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

/** Asks again; disabled while the retry is on its way, so a second click does not ask twice. */
export function RetryButton({
  query,
  variant = 'secondary',
  ...button
}: { query: RetryableQuery } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button variant={variant} {...button} onClick={() => void query.refetch()} disabled={query.isFetching}>
      <RotateCw aria-hidden="true" className="size-4" />
      {t('ui.retry')}
    </Button>
  );
}
