import { FLAG_MESSAGES, dailyFlagLimitText, type FlagLimit } from '@promptreel/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryButton } from '../../../components/retry-button';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-error';
import { remainingReportsText } from '../utils/flag-form';

/**
 * check_daily_flag_limit, shown before sending: '2 of 3 reports left today', or why not. Silent when
 * this video's report is already in: the dialog says so at its top, and a count of reports left
 * would read as an invitation to send another.
 */
export function FlagLimitNotice({ limit }: { limit: UseQueryResult<FlagLimit> }) {
  if (limit.isError && !limit.data) {
    if (isApiError(limit.error) && limit.error.isUnauthenticated) return <Alert title={FLAG_MESSAGES.mustLogIn} />;
    return (
      <Alert title={FLAG_MESSAGES.checkLimitFailed}>
        <RetryButton query={limit} size="sm" className="mt-2" />
      </Alert>
    );
  }
  if (limit.data?.alreadyFlagged === true) return null;
  if (limit.data?.limitReached === true) return <Alert title={dailyFlagLimitText(limit.data.flagsToday)} />;
  return (
    <p role="status" className="text-sm text-muted">
      {limit.isPending
        ? 'Checking how many reports you have left today…'
        : remainingReportsText(limit.data?.remaining ?? 0, limit.data?.limit ?? 0)}
    </p>
  );
}
