import type { FlagLimit } from '@promptreel/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { RetryButton } from '../../../components/retry-button';
import { Alert } from '../../../components/ui/alert';
import { isApiError } from '../../../lib/api-error';
import { t } from '../../../lib/i18n';
import { remainingReportsText } from '../utils/flag-form';
import { dailyFlagLimitMessage } from '../utils/flag-texts';

/**
 * check_daily_flag_limit, shown before sending: '2 of 3 reports left today', or why not. Silent when
 * this video's report is already in: the dialog says so at its top, and a count of reports left
 * would read as an invitation to send another.
 */
export function FlagLimitNotice({ limit }: { limit: UseQueryResult<FlagLimit> }) {
  if (limit.isError && !limit.data) {
    if (isApiError(limit.error) && limit.error.isUnauthenticated) return <Alert title={t('flags.mustLogIn')} />;
    return (
      <Alert title={t('flags.checkLimitFailed')}>
        <RetryButton query={limit} size="sm" className="mt-2" />
      </Alert>
    );
  }
  if (limit.data?.alreadyFlagged === true) return null;
  if (limit.data?.limitReached === true) return <Alert title={dailyFlagLimitMessage(limit.data.flagsToday)} />;
  return (
    <p role="status" className="text-sm text-muted">
      {limit.isPending
        ? t('flags.checkingLimit')
        : remainingReportsText(limit.data?.remaining ?? 0, limit.data?.limit ?? 0)}
    </p>
  );
}
