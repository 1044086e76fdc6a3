import type { ComponentProps } from 'react';
import { RetryButton, type RetryableQuery } from './retry-button';
import { StatusMessage } from './ui/status-message';

/** A query that failed with nothing to show: the reason (announced) and a Retry button. */
export function QueryError({
  query,
  ...message
}: { query: RetryableQuery } & Pick<
  ComponentProps<typeof StatusMessage>,
  'title' | 'description' | 'headingLevel' | 'className'
>) {
  return <StatusMessage tone="error" {...message} action={<RetryButton query={query} />} />;
}
