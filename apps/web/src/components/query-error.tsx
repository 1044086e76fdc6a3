import { RotateCw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from './ui/button';
import { StatusMessage } from './ui/status-message';

/** What QueryError needs of a TanStack query (a plain or an infinite one). */
export interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

/**
 * A query that failed with nothing to show: the reason (announced) and a Retry button, disabled
 * while the retry is on its way so a second click does not ask twice.
 */
export function QueryError({
  query,
  ...message
}: { query: RetryableQuery } & Pick<
  ComponentProps<typeof StatusMessage>,
  'title' | 'description' | 'headingLevel' | 'className'
>) {
  return (
    <StatusMessage
      tone="error"
      {...message}
      action={
        <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
          <RotateCw aria-hidden="true" className="size-4" />
          Retry
        </Button>
      }
    />
  );
}
